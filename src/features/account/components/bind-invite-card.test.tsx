import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import arAE from '@/shared/i18n/ar-AE';
import arBindInvite from '@/shared/i18n/ar-AE/bindInvite';
import { useI18n } from '@/shared/i18n/i18n-provider';
import { storage } from '@/shared/storage/storage';
import { renderWithProviders } from '@tests/support/harness';
import { storeBoundEmail } from '../account-storage';
import { inviteToBindAfterPurchase } from '../bind-invite';
import { BindInviteCard } from './bind-invite-card';

/** A guest (USER_ID) of the current session, with or without a purchase behind them. */
function guest(id = 'u-1') {
  storage.set('USER_ID', id);
}

/** The card beside a text of the same dictionary: once that shows, the card has rendered in its language. */
function CardWithMarker() {
  const { LL } = useI18n();
  return (
    <>
      <BindInviteCard />
      <p>{LL.mine.guest()}</p>
    </>
  );
}

describe('BindInviteCard', () => {
  it('shows nothing before a purchase', async () => {
    guest();
    renderWithProviders(<CardWithMarker />);
    await screen.findByText('Guest');
    expect(screen.queryByRole('heading', { name: 'Keep your coins' })).not.toBeInTheDocument();
  });

  it('appears when the first purchase makes it due, and leads to the existing binding screen', async () => {
    guest();
    renderWithProviders(<BindInviteCard />);
    act(() => inviteToBindAfterPurchase('u-1'));
    expect(await screen.findByRole('heading', { name: 'Keep your coins' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your coins are saved in this browser only. Bind an e-mail to keep them on any phone or browser.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bind e-mail' })).toHaveAttribute('href', '/bindAccount');
  });

  it('goes for good on "Not now"', async () => {
    guest();
    inviteToBindAfterPurchase('u-1');
    renderWithProviders(<BindInviteCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('heading', { name: 'Keep your coins' })).not.toBeInTheDocument();
    expect(storage.get('BIND_INVITE')).toEqual({ 'u-1': 'dismissed' });
  });

  it('goes once an e-mail is bound', async () => {
    guest();
    inviteToBindAfterPurchase('u-1');
    renderWithProviders(<BindInviteCard />);
    expect(await screen.findByRole('heading', { name: 'Keep your coins' })).toBeInTheDocument();
    act(() => storeBoundEmail('somchai@example.com'));
    expect(screen.queryByRole('heading', { name: 'Keep your coins' })).not.toBeInTheDocument();
  });

  it("is another user's to answer: a new guest in this browser gets no invitation of the old one", async () => {
    guest('u-1');
    inviteToBindAfterPurchase('u-1');
    guest('u-2');
    renderWithProviders(<CardWithMarker />, { locale: 'ar_AE' });
    await screen.findByText(arAE.mine.guest);
    expect(screen.queryByRole('heading', { name: arBindInvite.title })).not.toBeInTheDocument();
  });

  it('speaks the visitor’s language', async () => {
    guest();
    inviteToBindAfterPurchase('u-1');
    renderWithProviders(<BindInviteCard />, { locale: 'ar_AE' });
    expect(await screen.findByRole('heading', { name: arBindInvite.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: arBindInvite.bind })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: arBindInvite.later })).toBeInTheDocument();
  });
});

import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import thSettings from '@/shared/i18n/th-TH/settings';
import { storage } from '@/shared/storage/storage';
import { storeBoundEmail } from '../account-storage';
import { renderWithProviders } from '@tests/support/harness';
import { SettingsScreen } from './settings-screen';

describe('SettingsScreen', () => {
  it('leads to /bindAccount while no e-mail is bound', async () => {
    renderWithProviders(<SettingsScreen header={<h1>Settings</h1>} />);
    expect(await screen.findByRole('link', { name: 'Bind account and password' })).toHaveAttribute(
      'href',
      '/bindAccount',
    );
    expect(screen.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/agreement');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policy');
  });

  it('shows the bound e-mail instead, and follows a new binding while it stays alive', async () => {
    storage.set('EMAIL', 'old@example.com');
    renderWithProviders(<SettingsScreen header={null} />, { locale: 'th_TH' });
    expect(await screen.findByText('old@example.com')).toBeInTheDocument();
    expect(screen.getByText(thSettings.bindDone)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: thSettings.bindAccount })).not.toBeInTheDocument();

    // The screen subscribes in an effect after it shows (its dictionary loads first): wait for the change.
    act(() => storeBoundEmail('somchai@example.com'));
    expect(await screen.findByText('somchai@example.com')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/shared/storage/storage';
import { clearToasts } from '@/shared/ui/toast/toast-store';
import { renderWithProviders } from '@tests/support/harness';
import { isSavingData } from '../media/data-saver';
import { DataSaverChoiceGroup } from './data-saver-choice';
import { ShareEpisodeButton } from './share-episode-button';

afterEach(() => {
  clearToasts();
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('DataSaverChoiceGroup', () => {
  it('is a labelled radio group, automatic until chosen, saying what the choice does', async () => {
    renderWithProviders(<DataSaverChoiceGroup />);
    const group = await screen.findByRole('radiogroup', { name: 'Data saver' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['auto', 'on', 'off']);
    expect(screen.getByRole('radio', { name: 'Automatic' })).toBeChecked();
    expect(group).toHaveAccessibleDescription('Saves data when your phone asks for it or the network is slow.');
  });

  it('applies the choice at once and keeps it for the next visit', async () => {
    const first = renderWithProviders(<DataSaverChoiceGroup />);
    await userEvent.click(await screen.findByRole('radio', { name: 'On' }));
    expect(isSavingData()).toBe(true);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(
      'The next episode and the covers load only when you reach them.',
    );
    first.unmount();

    renderWithProviders(<DataSaverChoiceGroup />);
    expect(await screen.findByRole('radio', { name: 'On' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Off' }));
    expect(isSavingData()).toBe(false);
  });
});

describe('ShareEpisodeButton', () => {
  it('copies the promotion link at this episode where there is no share sheet, and says so', async () => {
    storage.set('HREF', `${window.location.origin}/?info=key-1&ttclid=mine`);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(<ShareEpisodeButton title="Drama" episodeNumber={4} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share episode 4' }));
    expect(await screen.findByText('Link copied')).toBeVisible();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/?info=key-1&episode=4`);
  });

  it("gives the phone's share sheet the title and the link", async () => {
    storage.set('SECRET_KEY', 'key-2');
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderWithProviders(<ShareEpisodeButton title="Drama" episodeNumber={2} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share episode 2' }));
    expect(share).toHaveBeenCalledWith({
      title: 'Drama · Episode 2',
      url: `${window.location.origin}/?info=key-2&episode=2`,
    });
    expect(screen.queryByText('Link copied')).toBeNull();
  });
});

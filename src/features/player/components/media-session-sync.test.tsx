import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeMediaSession, fakeVideo, type FakeMediaSession } from '../media/fake-media-session';
import { renderWithProviders } from '@tests/support/harness';
import MediaSessionSync, { type MediaSessionSyncProps } from './media-session-sync';

function install(session: FakeMediaSession) {
  Object.defineProperty(navigator, 'mediaSession', { configurable: true, value: session });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaSession');
  vi.unstubAllGlobals();
});

const props = (episodeNumber: number, go = vi.fn()): MediaSessionSyncProps => ({
  title: 'The Billionaire’s Second Chance',
  episode: { episodeNumber, videoUrl: `/demo-media/ep${episodeNumber}.mp4`, locked: false },
  cover: '/demo-media/cover-4.jpg',
  playing: true,
  video: fakeVideo(),
  setPlaying: vi.fn(),
  canGo: () => true,
  go,
});

describe('MediaSessionSync', () => {
  it('shows the drama and "Episode N" in the visitor’s language', async () => {
    const fake = fakeMediaSession();
    install(fake);
    renderWithProviders(<MediaSessionSync {...props(3)} />, { locale: 'th_TH' });
    await waitFor(() => expect(fake.metadata?.artist).toBe('ตอนที่ 3'));
    expect(fake.metadata?.title).toBe('The Billionaire’s Second Chance');
    expect(fake.playbackState).toBe('playing');
  });

  it('follows the on-screen episode, calls the latest handlers, and clears everything on unmount', async () => {
    const fake = fakeMediaSession();
    install(fake);
    const { rerender, unmount } = renderWithProviders(<MediaSessionSync {...props(1)} />);
    await waitFor(() => expect(fake.metadata?.artist).toBe('Episode 1'));
    const go = vi.fn();
    rerender(<MediaSessionSync {...props(2, go)} playing={false} />);
    expect(fake.metadata?.artist).toBe('Episode 2');
    expect(fake.playbackState).toBe('paused');
    fake.press('nexttrack');
    expect(go).toHaveBeenCalledWith(1);

    unmount();
    expect(fake.metadata).toBeNull();
    expect(fake.playbackState).toBe('none');
    expect(fake.handlers.size).toBe(0);
  });

  it('does nothing in a browser without Media Session', async () => {
    expect('mediaSession' in navigator).toBe(false);
    const { findByText, unmount } = renderWithProviders(
      <>
        <MediaSessionSync {...props(1)} />
        <p>player</p>
      </>,
    );
    await findByText('player');
    expect(() => unmount()).not.toThrow();
  });
});

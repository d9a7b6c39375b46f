import { useState } from 'react';
import { blessVideo, playVideo, setVideoMuted } from '../media/controls';

interface FeedSound {
  /** The three slides' <video> elements, and the one on screen. */
  elements: readonly (HTMLVideoElement | null)[];
  currentVideo: HTMLVideoElement | null;
  setPlaying: (playing: boolean) => void;
  /** Tells the overlay the visitor touched it. */
  poke: () => void;
}

/**
 * The feed's sound: episodes start muted (the only autoplay browsers allow); the visitor's tap turns
 * it on for all three slides, and a browser that still refuses sound gets the episode back muted.
 */
export function useFeedSound({ elements, currentVideo, setPlaying, poke }: FeedSound) {
  const [muted, setMuted] = useState(true);

  const unmute = () => {
    poke();
    // Inside the tap itself: iOS lets a video make sound only from a user gesture, and each element
    // played once from a gesture keeps that right, so the other two slides are blessed here too.
    for (const element of elements) {
      if (!element) continue;
      setVideoMuted(element, false);
      if (element !== currentVideo) blessVideo(element);
    }
    setMuted(false);
    setPlaying(true);
    if (currentVideo?.paused) playVideo(currentVideo);
  };

  // The slide calls the latest one it was given (video-slot.tsx keeps it in a ref).
  const onBlocked = () => {
    if (!muted) {
      // Sound was refused (no gesture yet in this browser's eyes): play muted, offer "tap for sound" again.
      for (const element of elements) if (element) setVideoMuted(element, true);
      setMuted(true);
      if (currentVideo) playVideo(currentVideo, () => setPlaying(false));
    } else {
      setPlaying(false); // Even muted autoplay refused (battery saver): the play button shows.
    }
  };

  return { muted, unmute, onBlocked };
}

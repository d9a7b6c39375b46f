// Playback quality reports (features/player/quality; docs/backend.md, "Playback quality"). Constants only: the
// early script compiles this module in, and reads nothing else of the configuration for it.

/**
 * False when the build had VITE_PLAYBACK_QUALITY=off: the comparison is then between two literals, the
 * minifier drops every branch behind it, and the build holds no measuring, no sending and no reporter chunk.
 */
export const playbackQualityOn: boolean = import.meta.env.VITE_PLAYBACK_QUALITY !== 'off';

/**
 * The share of page loads that measure and report their episode views (0 to 1), drawn once per page load.
 * Every load by default: one small beacon when the page is hidden, beside a liveness report every 5 s.
 */
export const playbackQualitySampleRate = 1;

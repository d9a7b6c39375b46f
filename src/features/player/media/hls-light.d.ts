// hls.js ships types for its full build only; the light build (no subtitles, no DRM, no alternate
// audio: all an episode needs) has the same API.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}

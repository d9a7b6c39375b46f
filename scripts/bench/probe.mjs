// The page-side instrument, installed with addInitScript before any of the page's own code runs,
// identically for the app and for the bare-video baseline. It hooks every <video> (found by a
// MutationObserver and by wrapping play()/load(), so elements never attached are seen too) with
// requestVideoFrameCallback, and records on window.__bench:
//   firstVisible  performance.now() of the first frame presented by a video that is on screen (TTFF)
//   first         the same for any video, on screen or not (a preloaded neighbour, say)
//   maxVideos     the most <video> elements the document held at once
//   armed         an episode switch being timed: { episode, input, frame } (see arm())
//   workerReady   whether a service worker is active for the page (the first visit is complete)
// performance.now() counts from navigation start, so TTFF needs no other clock.

/** Runs in the page (serialised by Playwright): keep it self-contained. */
export function frameProbe() {
  if (window.__bench) return;
  const state = { first: null, firstVisible: null, maxVideos: 0, armed: null };
  Object.defineProperty(window, '__bench', { value: state, configurable: true });
  const watched = new WeakSet();
  const onScreen = (video) => {
    const box = video.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < innerHeight &&
      box.left < innerWidth
    );
  };
  const watch = (video) => {
    if (watched.has(video) || typeof video.requestVideoFrameCallback !== 'function') return;
    watched.add(video);
    const onFrame = (_now, meta) => {
      const t = performance.now();
      const frame = {
        t,
        src: video.currentSrc,
        episode: video.dataset.episode ?? null,
        presented: meta.presentationTime,
      };
      state.first ??= frame;
      if (!state.firstVisible && onScreen(video)) {
        state.firstVisible = frame;
        // Told to the bench through a binding (browser.mjs), so it need not poll the page while it loads.
        window.__benchFirstFrame?.(frame);
      }
      const armed = state.armed;
      if (armed && armed.frame === null && armed.input !== null && t > armed.input && frame.episode === armed.episode)
        armed.frame = t;
      video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
  };
  const scan = (node) => {
    if (node.nodeType !== 1) return;
    if (node.localName === 'video') watch(node);
    else if (node.getElementsByTagName) for (const video of node.getElementsByTagName('video')) watch(video);
  };
  const videos = document.getElementsByTagName('video');
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) scan(node);
    state.maxVideos = Math.max(state.maxVideos, videos.length);
  }).observe(document, { childList: true, subtree: true });
  for (const name of ['play', 'load']) {
    const original = HTMLMediaElement.prototype[name];
    HTMLMediaElement.prototype[name] = function (...args) {
      if (this instanceof HTMLVideoElement) watch(this);
      return original.apply(this, args);
    };
  }
  // An episode switch starts when the finger lifts (or the key/wheel that moves is pressed).
  const onInput = (event) => {
    const armed = state.armed;
    if (armed && armed.input === null) armed.input = event.timeStamp;
  };
  for (const type of ['pointerup', 'touchend', 'keydown', 'wheel'])
    addEventListener(type, onInput, { capture: true, passive: true });
  /** Times the next switch to `episode` (data-episode), from the next input to that video's first new frame. */
  state.arm = (episode) => {
    state.armed = { episode: String(episode), input: null, frame: null };
  };
  /** True once the page's scope has an active service worker (the app's shell worker). */
  state.workerReady = false;
  navigator.serviceWorker?.ready.then(() => {
    state.workerReady = true;
  });
  /** True once an on-screen video has buffered to its end (the first visit is complete: cache warm). */
  state.buffered = () =>
    [...videos].some(
      (video) =>
        onScreen(video) &&
        video.duration > 0 &&
        video.buffered.length > 0 &&
        video.buffered.end(video.buffered.length - 1) >= video.duration - 0.1,
    );
}

// Network log of one page through its CDP session, in the page's own clock (ms since navigation
// start, like performance.now()), for the request counts, the weight and the waterfall.

/** Starts recording on `cdp` (Network must be enabled). `entries(timeOrigin)` lists what was seen. */
export function recordNetwork(cdp) {
  const byId = new Map();
  const on = (event, handler) => cdp.on(event, handler);
  on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    // A redirect reuses the id: keep the first start, the final URL.
    const previous = byId.get(event.requestId);
    byId.set(event.requestId, {
      url: event.request.url,
      method: event.request.method,
      type: event.type ?? previous?.type ?? 'Other',
      wallTime: previous?.wallTime ?? event.wallTime,
      start: previous?.start ?? event.timestamp,
      headers: null,
      end: null,
      bytes: 0,
      status: null,
      fromCache: false,
    });
  });
  on('Network.requestServedFromCache', (event) => {
    const entry = byId.get(event.requestId);
    if (entry) entry.fromCache = true;
  });
  on('Network.responseReceived', (event) => {
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.type = event.type ?? entry.type;
    // The network service's own clock: the event itself can reach us late from a throttled renderer.
    const timing = event.response.timing;
    entry.headers = timing ? timing.requestTime + timing.receiveHeadersEnd / 1000 : event.timestamp;
    entry.status = event.response.status;
    entry.fromCache ||= Boolean(event.response.fromDiskCache || event.response.fromPrefetchCache);
  });
  on('Network.loadingFinished', (event) => {
    const entry = byId.get(event.requestId);
    if (!entry) return;
    entry.end = event.timestamp;
    entry.bytes = event.encodedDataLength;
  });
  on('Network.loadingFailed', (event) => {
    const entry = byId.get(event.requestId);
    if (entry) entry.end = event.timestamp;
  });
  return {
    clear: () => byId.clear(),
    /** [{ url, path, method, type, start, response, end, bytes, status, fromCache }] sorted by start, times in ms. */
    entries(timeOrigin, base) {
      return [...byId.values()]
        .map((entry) => {
          const start = entry.wallTime * 1000 - timeOrigin;
          const at = (timestamp) => (timestamp === null ? null : start + (timestamp - entry.start) * 1000);
          const url = new URL(entry.url);
          const path = base && url.origin === base ? `${url.pathname}${url.search}` : entry.url;
          return {
            url: entry.url,
            path,
            method: entry.method,
            type: entry.type,
            start,
            response: at(entry.headers),
            end: at(entry.end),
            bytes: entry.bytes,
            status: entry.status,
            fromCache: entry.fromCache,
          };
        })
        .sort((a, b) => a.start - b.start);
    },
  };
}

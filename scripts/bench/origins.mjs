// The bench's separate-origins mode (`npm run bench -- --only origins`): the app as production serves it,
// the API and the media each on an origin of its own, every new connection paying a phone network's
// handshake (handshake.mjs), and the page's `Link` preconnect hints exactly as nginx renders them
// (scripts/deploy/render-nginx.mjs). Measures the time to first frame of the app with the hints, of the
// same app without them, and of the bare video (its page and its video on the same two origins), under
// fast and slow 4G: what opening the connections early saves, and what the separate origins cost.
//
// The app is built for it (VITE_API_BASE_URL on the API's origin) into its own folder beside the bench's
// build; the API's answers get the media's origin in front of the contract's same-origin addresses.
import { resolve } from 'node:path';
import { preconnectHints } from '../deploy/render-nginx.mjs';
import { freePort } from '../servers.mjs';
import { persistentPhoneContext, profiles } from './browser.mjs';
import { DEMO_PATH } from './demo.mjs';
import { startHandshakeFront } from './handshake.mjs';
import { BASELINE_PATH, baselineHtml, startBenchServer } from './server.mjs';
import { fmt, ratio, summary } from './stats.mjs';
import { coldAndRepeat, medianRun } from './ttff.mjs';
import { precompress } from './weight.mjs';

// DNS, TCP and TLS 1.3 before a new connection's first request: three of the profile's round trips. That
// request then takes its own, but Chromium's throttling holds an answer only until one round trip after its
// request went out, which the time a front held the connection already covers: the front holds it for four.
const HANDSHAKE_ROUND_TRIPS = 3;
const FRONT_ROUND_TRIPS = HANDSHAKE_ROUND_TRIPS + 1;

/** How long after the page's first connection each other origin's first one opened, in one visit (ms). */
function aheadOf(opened) {
  if (!opened?.page.length) return { api: null, media: null };
  const page = Math.min(...opened.page);
  const first = (list) => (list.length ? Math.min(...list) - page : null);
  return { api: first(opened.api), media: first(opened.media) };
}

/**
 * `build(distDir, env)` is the bench's own build of the app (bench.mjs), here with its API on an origin of its own.
 * `apiFromMemory` and `apiThinkTimes` as for the bench's other servers (bench.mjs): this one's Prism answer times are
 * added to the list.
 * @param {{ root: string, build: (distDir: string, env: Record<string, string>) => void, distDir: string, mockUrl: string, demo, runs: number, profileNames: string[], log, cleanups: Array<() => Promise<void>>, apiFromMemory: boolean, apiThinkTimes: number[][] }} options
 */
export async function measureOrigins({
  root,
  build,
  distDir,
  mockUrl,
  demo,
  runs,
  profileNames,
  log,
  cleanups,
  apiFromMemory,
  apiThinkTimes,
}) {
  const [hintedPort, plainPort, apiPort, mediaPort, upstreamPort] = await Promise.all(
    Array.from({ length: 5 }, () => freePort()),
  );
  const origin = (port) => `http://127.0.0.1:${port}`;
  const api = origin(apiPort);
  const media = origin(mediaPort);
  log(`  building the app with its API on ${api}…`);
  build(distDir, { VITE_API_BASE_URL: api });
  await precompress(distDir);

  const hints = preconnectHints([api], [media]);
  const upstream = await startBenchServer({
    distDir,
    mediaDir: resolve(root, 'mocks/media'),
    mockUrl,
    baseline: baselineHtml(`${media}${demo.firstEpisode.videoUrl}`),
    port: upstreamPort,
    // Only the page reached through the hinted origin gets the hints: the same build, with and without.
    pageLink: (req) => (req.headers.host === `127.0.0.1:${hintedPort}` ? hints : ''),
    rewriteApi: (text) => text.replaceAll('"/demo-media/', `"${media}/demo-media/`),
    apiFromMemory,
  });
  cleanups.push(upstream.stop);
  apiThinkTimes.push(upstream.thinkTimes);
  const fronts = {};
  for (const [name, port] of Object.entries({ hinted: hintedPort, plain: plainPort, api: apiPort, media: mediaPort })) {
    fronts[name] = await startHandshakeFront({ upstreamPort, port });
    cleanups.push(fronts[name].stop);
  }
  log(`  pages ${fronts.hinted.url} (with the hints: ${hints}) and ${fronts.plain.url} (without), media ${media}`);

  // Each visit starts with new connections everywhere (coldAndRepeat asks before each of its two visits); what
  // the visit before opened, and when, is kept first.
  const kept = [];
  const server = {
    url: fronts.hinted.url,
    closeConnections() {
      kept.push({
        page: [...fronts.hinted.connections(), ...fronts.plain.connections()],
        api: fronts.api.connections(),
        media: fronts.media.connections(),
      });
      upstream.closeConnections();
      for (const front of Object.values(fronts)) front.reset();
    },
  };
  const targets = [
    { name: 'hinted', url: `${fronts.hinted.url}${DEMO_PATH}`, isApp: true },
    { name: 'plain', url: `${fronts.plain.url}${DEMO_PATH}`, isApp: true },
    { name: 'baseline', url: `${fronts.plain.url}${BASELINE_PATH}`, isApp: false },
  ];

  const result = {};
  for (const profileName of profileNames) {
    const profile = profiles[profileName];
    const handshakeMs = HANDSHAKE_ROUND_TRIPS * profile.network.latency;
    for (const front of Object.values(fronts)) front.setHandshake(FRONT_ROUND_TRIPS * profile.network.latency);
    const samples = { hinted: [], plain: [], baseline: [] };
    for (let run = 0; run < runs; run += 1) {
      // Each target goes first in turn, so the machine's noise falls on all three alike.
      const order = targets.map((_, i) => targets[(i + run) % targets.length]);
      for (const target of order) {
        kept.length = 0;
        // A browser with a profile on disk per visit pair: only there does Chromium follow preconnect hints.
        const sample = await coldAndRepeat({ server, profile, target, newContext: persistentPhoneContext });
        // The second time connections were closed came after the cold visit: its connections.
        sample.ahead = aheadOf(kept[1]);
        samples[target.name].push(sample);
        const opened = (ms) => (ms === null ? '–' : `+${ms} ms`);
        log(
          `  ${profile.label.padEnd(8)} ${target.name.padEnd(8)} run ${run + 1}/${runs}: ` +
            `cold ${fmt(sample.cold.ttff)}, repeat ${fmt(sample.repeat.ttff)}; cold connections after the ` +
            `page's: API ${opened(sample.ahead.api)}, media ${opened(sample.ahead.media)}`,
        );
      }
    }
    const side = (list) => ({
      cold: summary(list.map((sample) => sample.cold.ttff)),
      repeat: summary(list.map((sample) => sample.repeat.ttff)),
      // When the cold visit's first connection to the API and to the media opened, after the page's.
      apiOpened: summary(list.map((sample) => sample.ahead.api)),
      mediaOpened: summary(list.map((sample) => sample.ahead.media)),
    });
    const sides = Object.fromEntries(Object.entries(samples).map(([name, list]) => [name, side(list)]));
    const against = (name, visit) => ratio(sides[name][visit].median, sides.baseline[visit].median);
    result[profileName] = {
      label: profile.label,
      handshakeMs,
      ...sides,
      ratio: {
        hinted: { cold: against('hinted', 'cold'), repeat: against('hinted', 'repeat') },
        plain: { cold: against('plain', 'cold'), repeat: against('plain', 'repeat') },
      },
      waterfall: medianRun(samples.hinted, 'cold'),
      plainWaterfall: medianRun(samples.plain, 'cold'),
    };
  }
  return result;
}

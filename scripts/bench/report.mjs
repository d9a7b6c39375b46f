// bench/results.md: the figures as Markdown tables, the budgets' verdicts, and the app's slow-4G cold
// load request by request (what starts when, up to the first frame).
import { kib } from './weight.mjs';

const ms = (value) => (typeof value === 'number' && Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const x = (value) => (typeof value === 'number' && Number.isFinite(value) ? `${value.toFixed(2)}×` : '–');
const num = (value) => (value === null || value === undefined ? '–' : String(value));
const table = (head, rows) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');

/** The median columns of a first-frame row: app and baseline, cold and repeat, with their ratios. */
const MEDIAN_HEAD = [
  'app cold',
  'baseline cold',
  'app ÷ baseline',
  'app repeat',
  'baseline repeat',
  'repeat ÷ baseline',
];
const medianCells = (item) => [
  ms(item?.app.cold.median),
  ms(item?.baseline.cold.median),
  `**${x(item?.ratio.cold)}**`,
  ms(item?.app.repeat.median),
  ms(item?.baseline.repeat.median),
  `**${x(item?.ratio.repeat)}**`,
];
/** The app's cold runs in ms, in order: "270, 255, –". */
const coldRuns = (item) => item.app.cold.runs.map((v) => (v === null ? '–' : Math.round(v))).join(', ');

function weightSection({ home, routes, total }) {
  const size = (item) => [kib(item.gzip), kib(item.brotli), kib(item.raw)];
  const out = [
    '### Weight',
    '',
    table(
      ['', 'gzip', 'brotli', 'raw', 'files'],
      [
        ['Home first-load JS (until the home screen shows)', ...size(home.js), String(home.js.files.length)],
        ['Home first-load CSS', ...size(home.css), String(home.css.files.length)],
        ['All emitted JS', ...size(total.js), String(total.js.files)],
        ['All emitted CSS', ...size(total.css), String(total.css.files)],
      ],
    ),
    '',
    `Requests before the first frame (demo link, cold, unthrottled, fewest of the loads): ${home.requestsBeforeFirstFrame}.` +
      (home.jsInSomeLoadsOnly?.length
        ? ` Requested before the home screen in some loads only (not counted): ${home.jsInSomeLoadsOnly.join(', ')}.`
        : ''),
    '',
    'What the home first-load JS is made of (from the source maps; gzip shared out by raw size, an estimate):',
    '',
    table(
      ['package or folder', 'raw', '≈ gzip'],
      (home.composition ?? []).slice(0, 14).map((item) => [item.group, kib(item.raw), kib(item.gzip)]),
    ),
    '',
    table(
      ['Route', 'own JS gzip', 'own JS brotli', 'own CSS gzip', 'own files', "route's whole load JS gzip"],
      Object.entries(routes).map(([route, item]) =>
        item.error
          ? [route, `not measured: ${item.error}`, '', '', '', '']
          : [
              route,
              kib(item.own.js.gzip),
              kib(item.own.js.brotli),
              kib(item.own.css.gzip),
              item.own.js.files.map((file) => file.file.replace(/^assets\//, '')).join(', ') || '–',
              kib(item.load.js.gzip),
            ],
      ),
    ),
  ];
  return out.join('\n');
}

function ttffSection(ttff, runs) {
  const rows = Object.values(ttff).map((item) => [
    item.label,
    ...medianCells(item),
    `${num(item.app.requestsBeforeFirstFrame.median)} / ${num(item.baseline.requestsBeforeFirstFrame.median)}`,
  ]);
  return [
    `### Time to first frame (median of ${runs} runs each)`,
    '',
    table(['Network', ...MEDIAN_HEAD, 'requests before first frame (app / baseline)'], rows),
    '',
    'Runs (ms), app cold: ' +
      Object.values(ttff)
        .map((item) => `${item.label} ${coldRuns(item)}`)
        .join('; '),
    '',
    'Times are when the first frame was presented (requestVideoFrameCallback presentationTime). When the page’s own ' +
      'callback heard of it, median cold / repeat, app and baseline: ' +
      Object.values(ttff)
        .map(
          (item) =>
            `${item.label} ${ms(item.app.coldCallback?.median)} / ${ms(item.app.repeatCallback?.median)}, ` +
            `${ms(item.baseline.coldCallback?.median)} / ${ms(item.baseline.repeatCallback?.median)}`,
        )
        .join('; '),
  ].join('\n');
}

function switchingSection({ switch: sw, staying }) {
  const mib = (bytes) => (bytes ? `${(bytes / 1048576).toFixed(2)} MiB` : '–');
  return [
    '### Episode switch and staying power',
    '',
    table(
      ['', 'value'],
      [
        [`Episode switch, forward to the preloaded next (median of ${sw.forward.runs.length})`, ms(sw.forward.median)],
        [`Episode switch, backward (median of ${sw.backward.runs.length})`, ms(sw.backward.median)],
        ['Switches that showed no frame', String(sw.failed)],
        ['JS heap after the first switch', mib(staying.afterFirst?.heapBytes)],
        [`JS heap after ${staying.switches} switches`, mib(staying.afterLast?.heapBytes)],
        ['Heap ratio', x(staying.heapRatio)],
        [
          'Compiled code after the first / last switch',
          `${mib(staying.afterFirst?.codeBytes)} / ${mib(staying.afterLast?.codeBytes)}`,
        ],
        [
          'JS heap without compiled code, first / last',
          `${mib(staying.afterFirst?.dataBytes)} / ${mib(staying.afterLast?.dataBytes)}`,
        ],
        ['Heap ratio without compiled code (V8 warming up the app is not retention)', x(staying.dataRatio)],
        [
          '<video> elements after the first / last switch; most at once',
          `${num(staying.afterFirst?.videos)} / ${num(staying.afterLast?.videos)}; ${num(staying.maxVideos)}`,
        ],
      ],
    ),
    '',
    `Forward switches (ms): ${sw.forward.runs.map((v) => (v === null ? '–' : Math.round(v))).join(', ')}`,
  ].join('\n');
}

function lighthouseSection({ median, runs }) {
  return [
    `### Lighthouse 12.8.2, mobile preset (median of ${runs.length})`,
    '',
    table(
      ['performance', 'accessibility', 'best practices', 'FCP', 'LCP', 'TBT', 'CLS'],
      [
        [
          num(median.performance),
          num(median.accessibility),
          num(median.bestPractices),
          ms(median.fcp),
          ms(median.lcp),
          ms(median.tbt),
          median.cls === null ? '–' : median.cls.toFixed(3),
        ],
      ],
    ),
    '',
    `Audits below 0.9 in the last run: ${runs.at(-1)?.failing.join(', ') || 'none'}`,
  ].join('\n');
}

function budgetSection(verdicts) {
  return [
    '### Budgets (bench/budgets.json)',
    '',
    table(
      ['budget', 'limit', 'measured', ''],
      verdicts.map((v) => [v.where ? `${v.name}: ${v.where}` : v.name, v.bound, v.text, v.ok ? 'ok' : '**broken**']),
    ),
  ].join('\n');
}

/** The requests of one load up to its first frame (and those started within 100 ms after it). */
function waterfallSection(title, run) {
  if (!run) return '';
  const rows = run.requests
    .filter((request) => request.start <= run.ttff + 100)
    .map((request) => [
      ms(request.start),
      ms(request.response),
      request.end === null ? '(open)' : ms(request.end),
      request.type,
      `\`${request.method === 'GET' ? '' : `${request.method} `}${request.path.length > 70 ? `${request.path.slice(0, 67)}…` : request.path}\``,
      request.fromCache ? 'cache' : request.bytes ? `${(request.bytes / 1024).toFixed(1)} KiB` : '–',
    ]);
  rows.push([`**${ms(run.ttff)}**`, '', '', '**first frame**', '', '']);
  rows.sort((a, b) => parseFloat(a[0].replace('**', '')) - parseFloat(b[0].replace('**', '')));
  return [`### ${title}`, '', table(['start', 'headers', 'end', 'kind', 'request', 'transferred'], rows)].join('\n');
}

/** WebKit's first frame beside Chromium's unthrottled one (webkit-ttff.mjs); its cold ratio is budgeted. */
function webkitSection(webkit, ttff, runs) {
  const title = `### Time to first frame in WebKit (median of ${runs} runs each; the cold ratio budgeted)`;
  if (webkit.error) return [title, '', `Not measured: ${webkit.error}.`].join('\n');
  const chromium = ttff?.unthrottled;
  const row = (engine, item) => [engine, ...medianCells(item)];
  return [
    title,
    '',
    table(
      ['Engine (unthrottled)', ...MEDIAN_HEAD],
      [row(webkit.label, webkit), row(chromium ? 'Chromium (above)' : 'Chromium: not measured in this run', chromium)],
    ),
    '',
    `Runs (ms), app cold: ${coldRuns(webkit)}. ` +
      "WebKit is WebKitGTK's MiniBrowser through WebDriver (GStreamer plays the video), which can throttle neither " +
      'the network nor the CPU; the frame probe comes first in the pages themselves. Its repeat visit finds the ' +
      "shell worker as the first visit left it, where Chromium's runs stop it first.",
  ].join('\n');
}

/** The separate-origins mode (origins.mjs): the app with and without its preconnect hints, and the bare video. */
function originsSection(origins, runs) {
  const opened = (item) =>
    (item.apiOpened.median === null ? '' : `API +${ms(item.apiOpened.median)}, `) +
    `media +${ms(item.mediaOpened.median)}`;
  const row = (item, label, side, ratioOf) => [
    `${item.label}, ${label}`,
    ms(item[side].cold.median),
    ratioOf ? `**${x(ratioOf.cold)}**` : '–',
    ms(item[side].repeat.median),
    ratioOf ? `**${x(ratioOf.repeat)}**` : '–',
    opened(item[side]),
  ];
  const rows = Object.values(origins).flatMap((item) => [
    row(item, 'app with the hints', 'hinted', item.ratio.hinted),
    row(item, 'app without them', 'plain', item.ratio.plain),
    row(item, 'bare video', 'baseline', null),
  ]);
  return [
    `### Separate origins: the API and the media on origins of their own (median of ${runs} runs each)`,
    '',
    table(
      ['Network, page', 'cold', '÷ bare video', 'repeat', '÷ bare video', 'first connection after the page’s (cold)'],
      rows,
    ),
    '',
    'Every new connection waits for a handshake of three round trips before its first request (DNS, TCP, TLS 1.3: ' +
      Object.values(origins)
        .map((item) => `${item.label} ${ms(item.handshakeMs)}`)
        .join(', ') +
      '), once per origin and visit as over HTTP/2; the hints are the `Link` header nginx sends. Each visit pair ' +
      'runs in the full Chromium with a profile on disk, the only kind that follows preconnect hints.',
  ].join('\n');
}

/** Older results have no such figure. */
const memoryTouchText = (cost) =>
  cost ? `; a fresh 4 KiB page of memory took ${cost.firstTouchMicrosPerPage} µs to touch the first time` : '';

/** How the API answered (server.mjs, forward): older results do not say. */
const apiText = (api) =>
  api
    ? ` The API: ${api.fromMemory ? "Prism's answer to a GET sent again from memory after the first" : 'Prism asked every time (--api-every-time)'}` +
      `${api.prismAnswerMs?.median != null ? `; Prism's own answers took ${Math.round(api.prismAnswerMs.median)} ms (median; ${Math.round(api.prismAnswerMs.min)}–${Math.round(api.prismAnswerMs.max)})` : ''}.`
    : '';

export function renderMarkdown(results, verdicts) {
  const { meta } = results;
  const parts = [
    `## Benchmark results`,
    '',
    `${meta.date}, commit ${meta.commit}, Chromium ${meta.chromium}${meta.chromiumPath ? ` (${meta.chromiumPath})` : ''}, ` +
      `Node ${meta.node}, ${meta.cpus} CPUs ` +
      `(load average ${meta.loadAverage.join(' / ')} at the start${memoryTouchText(meta.memoryTouch)})` +
      `${meta.quick ? ', **--quick**' : ''}; ` +
      `the run took ${Math.round(meta.seconds)} s.${apiText(meta.api)}`,
  ];
  if (results.weight) parts.push(weightSection(results.weight));
  if (results.ttff) parts.push(ttffSection(results.ttff, meta.runs));
  if (results.webkit) parts.push(webkitSection(results.webkit, results.ttff, meta.runs));
  if (results.switching) parts.push(switchingSection(results.switching));
  if (results.lighthouse) parts.push(lighthouseSection(results.lighthouse));
  if (results.origins) parts.push(originsSection(results.origins, meta.runs));
  parts.push(budgetSection(verdicts));
  const slow = results.ttff?.slow4g;
  if (slow) {
    parts.push(waterfallSection("The app's cold load on slow 4G, request by request (the median run)", slow.waterfall));
    parts.push(waterfallSection('The bare-video baseline, cold, slow 4G (the median run)', slow.baselineWaterfall));
    parts.push(waterfallSection("The app's repeat visit on slow 4G (the median run)", slow.repeatWaterfall));
  }
  const apart = results.origins?.slow4g;
  if (apart) {
    parts.push(
      waterfallSection('Separate origins, the app with the hints, cold, slow 4G (the median run)', apart.waterfall),
    );
    parts.push(
      waterfallSection(
        'Separate origins, the app without the hints, cold, slow 4G (the median run)',
        apart.plainWaterfall,
      ),
    );
  }
  return `${parts.filter(Boolean).join('\n\n')}\n`;
}

// Episode switches and staying power, unthrottled, on the demo link: a real touch swipe (CDP touch
// events, as a thumb on the phone profile does it) and, per switch, the time from the finger lifting
// to the first new frame of the episode swiped to. Between swipes the visitor watches for DWELL_MS,
// so the next episode has had time to preload as it would for a viewer. The demo's free episodes are
// 1–5 (the 6th opens the paywall), so the swipes go up to the last free one and back down again:
// forward switches (to the preloaded next episode) are what the budget holds; backward ones are
// reported beside them. The JS heap (after a forced GC) and the <video> count are read after the
// first switch and after the last.
//
// The JS heap also holds V8's compiled code, which grows for minutes as the engine compiles and
// optimises the functions a session keeps running (baseline, Maglev, TurboFan). Heap snapshots of
// this run put nearly all of the growth from the first switch to the 30th there, spread over
// hundreds of the app's and React's functions, none compiled twice; a Chromium with those
// compilers off keeps a flat heap from the 8th switch to the 60th. That is warm-up, not memory kept
// per switch, so each reading also splits the heap: the compiled code (a heap snapshot's "code"
// nodes: bytecode, machine code, feedback, function metadata) and the rest, the data the page
// holds, where a leak shows (dataRatio).
import { firstFrame, phoneContext, profiles, throttledPage } from './browser.mjs';
import { delay, ratio, summary } from './stats.mjs';

const DWELL_MS = 1_000;
const SWITCH_TIMEOUT_MS = 10_000;

async function swipe(cdp, direction) {
  const x = 195;
  const from = direction === 'up' ? 600 : 240;
  const to = direction === 'up' ? 240 : 600;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y: from }] });
  for (let step = 1; step <= 6; step += 1) {
    const y = from + ((to - from) * step) / 6;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Bytes of V8's compiled code in the page, from a heap snapshot: the self sizes of its "code" nodes. */
async function compiledCodeBytes(cdp) {
  const chunks = [];
  const onChunk = ({ chunk }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  const { snapshot, nodes } = JSON.parse(chunks.join(''));
  const fields = snapshot.meta.node_fields;
  const [typeAt, sizeAt] = [fields.indexOf('type'), fields.indexOf('self_size')];
  const code = typeAt < 0 ? -1 : snapshot.meta.node_types[typeAt].indexOf('code');
  if (sizeAt < 0 || code < 0) throw new Error('heap snapshot: no node type "code" or no self_size');
  let bytes = 0;
  for (let i = 0; i < nodes.length; i += fields.length) if (nodes[i + typeAt] === code) bytes += nodes[i + sizeAt];
  return bytes;
}

async function heap(cdp, page) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const codeBytes = await compiledCodeBytes(cdp);
  const videos = await page.evaluate(() => document.getElementsByTagName('video').length);
  return { heapBytes: usedSize, codeBytes, dataBytes: usedSize - codeBytes, videos };
}

const onScreenEpisode = (page) =>
  page.evaluate(() => Number(document.querySelector('[data-role="current"] video')?.dataset.episode ?? NaN));

export async function measureSwitching({ browser, demoUrl, freeEpisodes, switches, forwardSample, log }) {
  const context = await phoneContext(browser);
  try {
    const { page, cdp } = await throttledPage(context, profiles.unthrottled);
    await page.goto(demoUrl, { waitUntil: 'commit' });
    if (!(await firstFrame(page, 30_000))) throw new Error('the demo link showed no video frame within 30 s');
    const low = Math.min(...freeEpisodes);
    const high = Math.max(...freeEpisodes);
    const done = [];
    let direction = 1;
    let afterFirst = null;
    for (let i = 0; i < switches; i += 1) {
      await delay(DWELL_MS);
      const current = await onScreenEpisode(page);
      if (!Number.isFinite(current)) throw new Error('no on-screen episode (is [data-role="current"] video gone?)');
      if (current >= high) direction = -1;
      else if (current <= low) direction = 1;
      const target = current + direction;
      await page.evaluate((episode) => window.__bench.arm(episode), target);
      await swipe(cdp, direction === 1 ? 'up' : 'down');
      let ms = null;
      try {
        await page.waitForFunction(() => window.__bench.armed.frame !== null, null, {
          timeout: SWITCH_TIMEOUT_MS,
          polling: 50,
        });
        ms = await page.evaluate(() => window.__bench.armed.frame - window.__bench.armed.input);
      } catch {
        log(`  switch ${i + 1}: ${current} → ${target} showed no frame within ${SWITCH_TIMEOUT_MS / 1000} s`);
      }
      done.push({ from: current, to: target, direction: direction === 1 ? 'forward' : 'backward', ms });
      if (i === 0) afterFirst = await heap(cdp, page);
    }
    const afterLast = await heap(cdp, page);
    const maxVideos = await page.evaluate(() => window.__bench.maxVideos);
    const forward = done.filter((item) => item.direction === 'forward').slice(0, forwardSample);
    const backward = done.filter((item) => item.direction === 'backward');
    log(
      `  ${done.length} switches: forward ${forward.map((item) => fmt(item.ms)).join(', ')}; ` +
        `backward ${backward.map((item) => fmt(item.ms)).join(', ')}`,
    );
    return {
      switch: {
        forward: summary(forward.map((item) => item.ms)),
        backward: summary(backward.map((item) => item.ms)),
        failed: done.filter((item) => item.ms === null).length,
        sequence: done,
      },
      staying: {
        switches: done.length,
        afterFirst,
        afterLast,
        heapRatio: ratio(afterLast.heapBytes, afterFirst.heapBytes),
        // The same without the compiled code: what the page keeps, per switch, beyond engine warm-up.
        dataRatio: ratio(afterLast.dataBytes, afterFirst.dataBytes),
        maxVideos,
      },
    };
  } finally {
    await context.close();
  }
}

const fmt = (ms) => (ms === null ? 'none' : `${Math.round(ms)}`);

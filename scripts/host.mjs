// How quickly this host hands a process new memory: the time to touch each 4 KiB page of a fresh
// allocation the first time (a page fault the kernel, and on a virtual machine its host, must serve),
// against touching the same pages again. A host can compute fast and still fault slowly, and then
// every new browser page, renderer and test worker starts slowly while Lighthouse's own benchmark
// index reads "fast" (docs/performance.md, "How fast the machine is"). The bench records it beside
// the load average so two runs' figures can be compared; `node scripts/host.mjs` prints it.
import { pathToFileURL } from 'node:url';

const PAGE_BYTES = 4096;

function touchEveryPage(bytes, value) {
  const started = process.hrtime.bigint();
  for (let offset = 0; offset < bytes.length; offset += PAGE_BYTES) bytes[offset] = value;
  return Number(process.hrtime.bigint() - started) / 1000;
}

/** Microseconds per page: the first touch of fresh memory, and the touch of memory already there. */
export function memoryTouchCost({ mebibytes = 128 } = {}) {
  // The loop compiled before it is timed, so the two passes differ by the page faults alone.
  const warmUp = new Uint8Array(PAGE_BYTES * 64);
  for (let pass = 0; pass < 100; pass += 1) touchEveryPage(warmUp, pass);
  // An allocation this large comes straight from the kernel as untouched pages.
  const bytes = new Uint8Array(mebibytes * 1024 * 1024);
  const pages = bytes.length / PAGE_BYTES;
  const first = touchEveryPage(bytes, 1);
  const again = touchEveryPage(bytes, 2);
  const round = (micros) => Math.round((micros / pages) * 100) / 100;
  return { firstTouchMicrosPerPage: round(first), againMicrosPerPage: round(again) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const cost = memoryTouchCost();
  console.log(
    `first touch of a fresh 4 KiB page: ${cost.firstTouchMicrosPerPage} µs; the same page again: ${cost.againMicrosPerPage} µs`,
  );
}

// Small numeric helpers shared by the measurements and the report.

export function median(values) {
  const list = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (!list.length) return null;
  const middle = Math.floor(list.length / 2);
  return list.length % 2 ? list[middle] : (list[middle - 1] + list[middle]) / 2;
}

/** { median, min, max, runs } of the finite values, runs rounded to 0.1. */
export function summary(values) {
  const runs = values.map((value) => (Number.isFinite(value) ? Math.round(value * 10) / 10 : null));
  const finite = runs.filter((value) => value !== null);
  return {
    median: median(finite),
    min: finite.length ? Math.min(...finite) : null,
    max: finite.length ? Math.max(...finite) : null,
    runs,
  };
}

export const ratio = (a, b) => (Number.isFinite(a) && Number.isFinite(b) && b > 0 ? a / b : null);

export const delay = (ms) => new Promise((done) => setTimeout(done, ms));

/** A first frame's time for the progress log: "255 ms", or "no frame". */
export const fmt = (ms) => (ms === null ? 'no frame' : `${Math.round(ms)} ms`);

// Reads a Retry-After header as HTTP defines it (RFC 9110 §10.2.3): delay-seconds ("30") or an
// HTTP date, in the preferred IMF-fixdate form or the two obsolete forms a recipient must accept.

const DAY = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const LONG_DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const TIME = '\\d{2}:\\d{2}:\\d{2}';
const IMF_FIXDATE = new RegExp(`^${DAY}, \\d{2} ${MONTH} \\d{4} ${TIME} GMT$`);
const RFC_850 = new RegExp(`^${LONG_DAY}, \\d{2}-${MONTH}-\\d{2} ${TIME} GMT$`);
const ASCTIME = new RegExp(`^${DAY} ${MONTH} (?: \\d|\\d{2}) ${TIME} \\d{4}$`);

/**
 * The seconds a Retry-After value asks to wait from `now` (0 for a date already past), or
 * undefined when the value is neither delay-seconds nor an HTTP date.
 * @param {string | null | undefined} value
 * @param {number} [now] milliseconds since the epoch
 * @returns {number | undefined}
 */
export function retryAfterSeconds(value, now = Date.now()) {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  // asctime carries no zone: it is GMT, which Date.parse must be told.
  const dated = IMF_FIXDATE.test(text) || RFC_850.test(text) ? text : ASCTIME.test(text) ? `${text} GMT` : undefined;
  const at = dated === undefined ? Number.NaN : Date.parse(dated);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

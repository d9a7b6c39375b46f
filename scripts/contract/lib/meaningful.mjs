// A run in which no call of the tour succeeded checked nothing: every answer was a refusal of the
// run itself (a token or client id the server does not take, a base URL that misses the API), and
// its "violations", or its passes, say nothing about the server. It ends as "no meaningful check"
// (exit 2) with the likely cause, never as a pass.

const count = (statuses, test) => statuses.filter(test).length;

/**
 * The likely cause when no answer of the tour was a success, else undefined.
 * @param {number[]} statuses the HTTP status of every answer the tour got
 * @returns {string | undefined}
 */
export function noMeaningfulCheck(statuses) {
  if (statuses.length === 0 || statuses.some((status) => status >= 200 && status < 300)) return undefined;
  const tally = [...new Set(statuses)]
    .sort()
    .map((status) => `HTTP ${status} ×${count(statuses, (s) => s === status)}`)
    .join(', ');
  const half = statuses.length / 2;
  const cause =
    count(statuses, (status) => status === 401 || status === 403) >= half
      ? 'the server refuses the run itself: check --client-id (the clientId header) and --token; without --token, the guest token registerGuest returns is used'
      : count(statuses, (status) => status === 404 || status === 405) >= half
        ? 'the server knows none of the paths: check --base-url (the part before /h5, e.g. a missing or extra /api)'
        : 'check --base-url, --client-id and --token';
  return `no call of the tour succeeded (${tally}): ${cause}`;
}

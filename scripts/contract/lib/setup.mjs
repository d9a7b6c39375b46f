// Provider states (--setup COMMAND or URL): before the tour, the kit asks the backend's own script
// to prepare what some checks need and reads back, as JSON, the tokens and ids to use:
//
//   funded-user     → { "token": "…" }                        a user with coins enough for an episode and the series
//   locked-episode  → { "episodeNumber": 7, "info": "demo-th" } an episode that user has not unlocked (info: its drama)
//   paid-order      → { "payOrderId": "PO…" }                  an order of that user, PAID
//
// A command is run through the shell with the state's name as its last argument (and in
// CONTRACT_STATE; the funded user's token in CONTRACT_TOKEN, the server in CONTRACT_BASE_URL); a
// URL gets a POST of { "state", "token" }. A state the script cannot prepare (an exit code, an HTTP
// error, JSON without the field) is named in the output and the run goes on without it.
import { spawn } from 'node:child_process';

/** What each state must give back, and where the run uses it. */
const STATES = {
  'funded-user': { field: 'token', valid: (v) => typeof v === 'string' && v !== '' },
  'locked-episode': { field: 'episodeNumber', valid: (v) => Number.isInteger(v) && v > 0 },
  'paid-order': { field: 'payOrderId', valid: (v) => typeof v === 'string' && v !== '' },
};

/** Runs the command with the state's name; its standard output is the answer. */
function runCommand(command, state, env, timeoutMs) {
  return new Promise((done, fail) => {
    const child = spawn(`${command} ${state}`, { shell: true, env: { ...process.env, ...env } });
    const out = [];
    const err = [];
    const timer = setTimeout(() => child.kill(), timeoutMs);
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      clearTimeout(timer);
      const stderr = Buffer.concat(err).toString().trim();
      if (code === 0) done(Buffer.concat(out).toString());
      else fail(new Error(`exit ${code ?? 'killed'}${stderr ? `: ${stderr.split('\n').at(-1)}` : ''}`));
    });
  });
}

async function postState(url, state, token, timeoutMs) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ state, ...(token ? { token } : {}) }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return text;
}

/**
 * Asks for every state in turn (the funded user first: the others are for that user).
 * @param {string} setup a command or an http(s) URL
 * @param {{ baseUrl: string, token?: string, timeoutMs: number }} run
 * @returns {Promise<{ token?: string, episodeNumber?: number, info?: string, payOrderId?: string, lines: string[] }>}
 */
export async function prepareStates(setup, { baseUrl, token, timeoutMs }) {
  /** @type {Record<string, any>} */
  const values = {};
  const lines = [];
  let user = token;
  for (const [state, { field, valid }] of Object.entries(STATES)) {
    if (state === 'funded-user' && token) {
      lines.push(`  ${state}: not asked (--token given)`);
      continue;
    }
    try {
      const env = { CONTRACT_STATE: state, CONTRACT_BASE_URL: baseUrl, ...(user ? { CONTRACT_TOKEN: user } : {}) };
      const text = /^https?:\/\//.test(setup)
        ? await postState(setup, state, user, timeoutMs)
        : await runCommand(setup, state, env, timeoutMs);
      const answer = JSON.parse(text);
      if (!valid(answer?.[field])) throw new Error(`its JSON has no valid "${field}": ${text.trim().slice(0, 80)}`);
      values[field] = answer[field];
      if (state === 'locked-episode' && typeof answer.info === 'string') values.info = answer.info;
      if (state === 'funded-user') user = answer.token;
      lines.push(`  ${state}: ${field === 'token' ? 'a token' : `${field} ${JSON.stringify(answer[field])}`}`);
    } catch (error) {
      lines.push(
        `  ${state}: not prepared (${error instanceof Error ? error.message : error}); the checks run without it`,
      );
    }
  }
  return { ...values, lines };
}

// Money adds up (deep): unlocking an episode lowers the balance by exactly the episode price the
// drama info states, the answer's balance is the balance, and the episode becomes playable both in
// the answer and in a fresh drama info. Unlocking it again, a new intent with a new key, charges
// nothing and answers it as unlocked.
import {
  bodyOf,
  checkRow,
  claimsInProgress,
  describeOutcome,
  isSuccess,
  sendPlan,
  sentWith,
  untestedRow,
} from './checks.mjs';
import { renewKeys } from './request.mjs';

const episodeIn = (list, number) =>
  Array.isArray(list) ? list.find((episode) => episode?.episodeNumber === number) : undefined;
const playable = (episode) =>
  Boolean(episode) &&
  episode.locked === false &&
  typeof episode.videoUrl === 'string' &&
  episode.videoUrl.trim() !== '';

/**
 * Picks the episode to unlock from the drama as this user sees it: the tour's choice if it is
 * still locked for the user, else the first locked one.
 * @returns {number | undefined}
 */
export function lockedEpisodeFor(info, preferred) {
  const episodes = Array.isArray(info?.dramaUrl) ? info.dramaUrl : [];
  if (episodes.some((episode) => episode?.episodeNumber === preferred && episode.locked)) return preferred;
  return episodes.find((episode) => episode?.locked)?.episodeNumber;
}

const AGAIN = 'already unlocked (new key)';

/**
 * Unlocks the episode just bought once more, with a new Idempotency-Key: the balance must not go
 * down, and the answer must be a success that shows the episode open (in `unlocked` with its
 * address) or leaves it out (`unlocked` lists what is newly playable).
 * @returns {Promise<{ violations: import('./validate.mjs').Violation[], unreachable?: string, note?: string }>}
 */
async function unlockAgain(env, plan, { episode, after, state }) {
  const { outcome, request } = await sendPlan(env, renewKeys(env.document, plan));
  if (outcome.kind === 'unreachable')
    return { violations: [], unreachable: `unlocking episode ${episode} again: ${outcome.reason}` };
  /** @type {import('./validate.mjs').Violation[]} */
  const violations = [];
  const seen = describeOutcome(outcome);
  if (claimsInProgress(plan.operation, outcome)) {
    violations.push({
      path: AGAIN,
      message: `${seen} (still being processed) to a request with a fresh key: nothing was in progress`,
    });
  } else if (!isSuccess(outcome)) {
    violations.push({ path: AGAIN, message: `${seen}; expected a success that answers the episode as unlocked` });
  }
  const now = await state.balance();
  if (now.error !== undefined)
    return {
      violations: sentWith(violations, request),
      unreachable: `the balance after unlocking again: ${now.error}`,
    };
  if (now.value !== undefined && after !== undefined && now.value < after)
    violations.push({
      path: AGAIN,
      message: `charged again: the balance went from ${after} to ${now.value} (${seen})`,
    });
  if (!isSuccess(outcome)) return { violations: sentWith(violations, request) };
  const data = bodyOf(outcome)?.data;
  if (data?.balance !== now.value)
    violations.push({ path: AGAIN, message: `data.balance says ${data?.balance}, getBalance says ${now.value}` });
  const answered = episodeIn(data?.unlocked, episode);
  if (answered && !playable(answered)) {
    violations.push({
      path: AGAIN,
      message: `data.unlocked lists episode ${episode} without a playable address (videoUrl ${JSON.stringify(answered.videoUrl)}, locked ${answered.locked})`,
    });
  }
  const shown = answered ? `episode ${episode} in data.unlocked` : `data.unlocked without episode ${episode}`;
  return {
    violations: sentWith(violations, request),
    note: `unlocked again with a new key: nothing charged, ${seen}, ${shown}`,
  };
}

/**
 * @param {import('./checks.mjs').Env} env
 * @param {import('./contract.mjs').Operation} operation unlockEpisode
 * @param {{ mock?: string, infoBefore: { data?: any, error?: string }, episode: unknown,
 *   plan: import('./request.mjs').RequestPlan, first: import('./http.mjs').Outcome, before?: number,
 *   after?: number, state: ReturnType<typeof import('./user-state.mjs').userState> }} run
 */
export async function checkMoney(env, operation, { mock, infoBefore, episode, plan, first, before, after, state }) {
  const skip = (reason) => untestedRow(operation, 'money', 'skipped', reason);
  const notHere = (reason) => untestedRow(operation, 'money', 'not-checkable', reason);
  if (mock) return notHere(mock);
  if (infoBefore.error !== undefined) return skip(`could not read the drama before: ${infoBefore.error}`);
  const price = infoBefore.data?.episodePrice;
  const was = episodeIn(infoBefore.data?.dramaUrl, episode);
  if (!was?.locked)
    return notHere(
      `episode ${episode} was not locked for this user before the call: every episode is unlocked already (use a user that has not bought this drama)`,
    );
  if (first.kind === 'answer' && first.status === 402) {
    return notHere(`the user has ${before ?? '?'} coins and the episode costs ${price}: pass --token of a funded user`);
  }
  if (!isSuccess(first)) return skip(`the unlock did not succeed (${describeOutcome(first)})`);
  if (before === undefined || after === undefined) return skip('the balance could not be read before and after');

  const violations = [];
  if (before - after !== price) {
    violations.push({
      path: 'balance',
      message: `went from ${before} to ${after} (−${before - after}); the drama info states episodePrice ${price}`,
    });
  }
  const data = bodyOf(first)?.data;
  if (data?.balance !== after)
    violations.push({ path: 'data.balance', message: `the answer says ${data?.balance}, getBalance says ${after}` });
  const answered = episodeIn(data?.unlocked, episode);
  if (!playable(answered)) {
    violations.push({
      path: 'data.unlocked',
      message: answered
        ? `episode ${episode} has no playable address (videoUrl ${JSON.stringify(answered.videoUrl)}, locked ${answered.locked})`
        : `does not list episode ${episode}`,
    });
  }
  const fresh = await state.dramaInfo();
  if (fresh.error !== undefined) {
    violations.push({ path: 'drama info after', message: `could not be read: ${fresh.error}` });
  } else {
    const now = episodeIn(fresh.data?.dramaUrl, episode);
    if (!playable(now)) {
      violations.push({
        path: 'drama info after',
        message: `episode ${episode} is not playable (videoUrl ${JSON.stringify(now?.videoUrl)}, locked ${now?.locked})`,
      });
    }
  }
  const again = await unlockAgain(env, plan, { episode, after, state });
  violations.push(...again.violations);
  const note = [
    `${before} → ${after} coins (episodePrice ${price}); episode ${episode} playable in the answer and in a fresh drama info`,
    again.note,
  ]
    .filter(Boolean)
    .join('; ');
  return checkRow(operation, 'money', { violations, note, unreachable: again.unreachable });
}

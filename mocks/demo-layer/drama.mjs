// getDramaInfo, getBalance, unlockEpisode and unlockSeries, with the caller's wallet applied.
import { askPrism, bearerOf, bodyOf, isSuccess, jsonAnswer, jsonOf } from './http.mjs';
import { contractExample, fingerprint, idempotencyKey, success, walletOf } from './shared.mjs';
import { clipFor, episodeFor, isOpen, lockedEpisodes, once } from './state.mjs';

// The demo links' info keys and the getDramaInfo example each one opens. Any other key gets Prism's
// first example (the Thai drama), as with the plain mock.
const INFO_EXAMPLES = {
  'demo-th': 'dramaTH',
  'demo-ae': 'dramaAE',
  'demo-tw': 'dramaTW',
  'demo-sg': 'dramaSG',
  'demo-ko': 'dramaKO',
  'demo-kr': 'dramaKO',
};

/** Remembers the drama in a getDramaInfo answer, whoever chose it (a Prefer header included). */
export function learnFrom(ctx, answer) {
  if (isSuccess(answer)) ctx.state.learnDrama(jsonOf(answer)?.data);
}

/** @param {import('./shared.mjs').Context} ctx */
export async function dramaInfo(ctx, incoming) {
  const key = new URL(incoming.url, 'http://layer').searchParams.get('info') ?? '';
  const example = Object.hasOwn(INFO_EXAMPLES, key) ? INFO_EXAMPLES[key] : undefined;
  const answer = await askPrism(ctx.prismUrl, incoming, example ? { prefer: `code=200, example=${example}` } : {});
  learnFrom(ctx, answer);
  const envelope = jsonOf(answer);
  const wallet = ctx.state.existingWallet(bearerOf(incoming));
  if (!isSuccess(answer) || !envelope?.data || !wallet) return answer;
  const data = envelope.data;
  const drama = ctx.state.drama(data.dramaId);
  const dramaUrl = data.dramaUrl.map((episode) => episodeFor(wallet, drama, episode));
  const seriesUnlocked = data.seriesUnlocked || wallet.series.has(data.dramaId);
  return jsonAnswer(200, { ...envelope, data: { ...data, dramaUrl, seriesUnlocked } }, answer.headers);
}

export async function balance(ctx, incoming) {
  const checked = await askPrism(ctx.prismUrl, incoming);
  if (!isSuccess(checked)) return checked;
  const wallet = await walletOf(ctx, incoming);
  return jsonAnswer(200, { ...jsonOf(checked), data: { balance: wallet.balance } }, checked.headers);
}

export const unlockEpisode = (ctx, incoming) => unlock(ctx, incoming, chargeEpisode);
export const unlockSeries = (ctx, incoming) => unlock(ctx, incoming, chargeSeries);

/**
 * Prism checks the request first (token, body, Idempotency-Key) and its refusal goes back as it is.
 * A drama the layer has not served yet gets Prism's example answer: it knows no prices for it.
 */
async function unlock(ctx, incoming, charge) {
  const checked = await askPrism(ctx.prismUrl, incoming);
  if (!isSuccess(checked)) return checked;
  const request = bodyOf(incoming);
  const drama = ctx.state.drama(request.dramaId);
  if (!drama) return checked;
  const wallet = await walletOf(ctx, incoming);
  return once(
    wallet,
    idempotencyKey(incoming),
    fingerprint(incoming),
    () => charge({ ctx, incoming, wallet, drama, request, headers: checked.headers }),
    () => contractExample(ctx, incoming, 400, 'invalidParameter'),
  );
}

// Each charge decides and deducts before its first await, so two paying calls never spend a coin twice.
function chargeEpisode({ ctx, incoming, wallet, drama, request, headers }) {
  const episode = drama.dramaUrl.find((candidate) => candidate.episodeNumber === request.episodeNumber);
  if (!episode) return contractExample(ctx, incoming, 400, 'invalidParameter');
  const price = isOpen(wallet, drama, episode.episodeNumber) ? 0 : drama.episodePrice;
  if (wallet.balance < price) return contractExample(ctx, incoming, 402, 'insufficientBalance');
  wallet.balance -= price;
  if (!wallet.episodes.has(drama.dramaId)) wallet.episodes.set(drama.dramaId, new Set());
  wallet.episodes.get(drama.dramaId).add(episode.episodeNumber);
  const data = {
    balance: wallet.balance,
    seriesUnlocked: wallet.series.has(drama.dramaId),
    unlocked: [episodeFor(wallet, drama, episode)],
  };
  return Promise.resolve(jsonAnswer(200, success(data), headers));
}

/** The series' locked episodes, all of them, at the series price (nothing when it was bought already). */
function chargeSeries({ ctx, incoming, wallet, drama, headers }) {
  const price = wallet.series.has(drama.dramaId) ? 0 : drama.seriesPrice;
  if (wallet.balance < price) return contractExample(ctx, incoming, 402, 'insufficientBalance');
  wallet.balance -= price;
  wallet.series.add(drama.dramaId);
  const unlocked = lockedEpisodes(drama).map((episode) => clipFor(episode.episodeNumber));
  return Promise.resolve(
    jsonAnswer(200, success({ balance: wallet.balance, seriesUnlocked: true, unlocked }), headers),
  );
}

// What the demo layer remembers, in memory only: the dramas it has served, and per bearer token a
// wallet (balance, unlocked episodes and series, orders) and the answers given to Idempotency-Keys.

/**
 * @typedef {{ episodeNumber: number, videoUrl: string, locked: boolean, duration?: number }} Episode
 * @typedef {{ dramaId: string, country: string, freeEpisodes: number, episodePrice: number,
 *   seriesPrice: number, dramaUrl: Episode[] }} Drama
 * @typedef {{ payOrderId: string, dramaId: string, series: boolean, amount: number, currency: string,
 *   coins: number, bonusCoins: number, createdAt: number, paid: boolean, unlocked: Episode[] }} Order
 * @typedef {{ balance: number, episodes: Map<string, Set<number>>, series: Set<string>,
 *   orders: Map<string, Order>, answers: Map<string, { fingerprint: string, answer: Promise<unknown> }> }} Wallet
 */

// The clips under /demo-media/ that locked episodes get once unlocked, taken in turn as the contract's
// examples do; mocks/make-media.sh makes clip k last 59 + k seconds.
const CLIPS = 6;

/** The demo clip that plays episode `episodeNumber` once it is unlocked. */
export function clipFor(episodeNumber) {
  const clip = ((episodeNumber - 1) % CLIPS) + 1;
  return { episodeNumber, videoUrl: `/demo-media/ep${clip}.mp4`, locked: false, duration: 59 + clip };
}

export function createState({ paySeconds }) {
  /** @type {Map<string, Drama>} dramaId → the drama as the contract's example has it. */
  const dramas = new Map();
  /** @type {Map<string, Wallet>} bearer token → its wallet. */
  const wallets = new Map();
  let orderCount = 0;

  /** Credits every order of this wallet whose payment time has come, once. */
  function settle(wallet, now = Date.now()) {
    for (const order of wallet.orders.values()) {
      if (order.paid || now < order.createdAt + paySeconds * 1000) continue;
      order.paid = true;
      if (order.series) {
        // The series is bought with money: it unlocks, and the series price in coins is not credited.
        wallet.series.add(order.dramaId);
        order.unlocked = lockedEpisodes(dramas.get(order.dramaId)).map((episode) => clipFor(episode.episodeNumber));
      } else {
        wallet.balance += order.coins + order.bonusCoins;
      }
    }
  }

  return {
    paySeconds,

    /** @type {Map<string, { token: string, expiresAt: number, used: boolean }>} hand-over code → its user's token. */
    handOverCodes: new Map(),

    /** Remembers a drama from an answer of getDramaInfo (Prism's own, before the layer changed it). */
    learnDrama(data) {
      if (!data || typeof data.dramaId !== 'string' || !Array.isArray(data.dramaUrl)) return;
      const { dramaId, country, freeEpisodes, episodePrice, seriesPrice, dramaUrl } = data;
      dramas.set(dramaId, { dramaId, country, freeEpisodes, episodePrice, seriesPrice, dramaUrl });
    },

    /** @returns {Drama | undefined} */
    drama: (dramaId) => dramas.get(dramaId),

    /**
     * The token's wallet, settled up to now. A new one starts at the balance `startBalance()` gives
     * (Prism's getBalance answer), asked only the first time.
     * @returns {Promise<Wallet>}
     */
    async wallet(token, startBalance) {
      let wallet = wallets.get(token);
      if (!wallet) {
        const balance = await startBalance();
        // Another call of the same token may have created it meanwhile.
        wallet = wallets.get(token) ?? {
          balance,
          episodes: new Map(),
          series: new Set(),
          orders: new Map(),
          answers: new Map(),
        };
        wallets.set(token, wallet);
      }
      settle(wallet);
      return wallet;
    },

    /** The wallet of this token if it has one yet, settled, without creating it. */
    existingWallet(token) {
      const wallet = wallets.get(token);
      if (wallet) settle(wallet);
      return wallet;
    },

    /** PO, the time to the second, a counter: ids from an earlier run of the layer are never reused. */
    nextOrderId() {
      orderCount += 1;
      const stamp = new Date().toISOString().slice(0, 19).replace(/\D/g, '');
      return `PO${stamp}${String(orderCount).padStart(3, '0')}`;
    },
  };
}

/** The episodes that are locked in the drama's own answer: what unlocking the series opens. */
export function lockedEpisodes(drama) {
  return drama ? drama.dramaUrl.filter((episode) => episode.locked) : [];
}

/** Whether this wallet may play the episode: free in the drama, bought alone, or bought with the series. */
export function isOpen(wallet, drama, episodeNumber) {
  const episode = drama.dramaUrl.find((candidate) => candidate.episodeNumber === episodeNumber);
  if (episode && !episode.locked) return true;
  return wallet.series.has(drama.dramaId) || (wallet.episodes.get(drama.dramaId)?.has(episodeNumber) ?? false);
}

/** The episode as this wallet sees it: the drama's own when free, a demo clip once unlocked, else locked. */
export function episodeFor(wallet, drama, episode) {
  if (!episode.locked) return episode;
  return wallet && isOpen(wallet, drama, episode.episodeNumber) ? clipFor(episode.episodeNumber) : episode;
}

/**
 * The answer to a paying call, given once per Idempotency-Key: the same request again gets the first
 * answer (and is charged once); another request with the same key gets `refuse()`.
 */
export function once(wallet, key, fingerprint, run, refuse) {
  const kept = wallet.answers.get(key);
  if (kept) return kept.fingerprint === fingerprint ? kept.answer : refuse();
  // Kept before `run` waits for anything, so a double tap arriving meanwhile waits for this answer.
  const answer = run();
  wallet.answers.set(key, { fingerprint, answer });
  return answer;
}

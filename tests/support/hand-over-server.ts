// A server with users, for the hand-over tests: one state shared by every browser context it serves (the
// in-app browser and the phone's own), as one backend serves both. Prism answers each call first, so every
// request is still checked against the contract; this layer then answers as a real server would:
// - registerGuest gives each registration a user of its own (Prism's example gives everyone the same one);
//   the n-th new user starts with `balances[n - 1]` coins (0 past the list).
// - getBalance answers the balance of the token's user.
// - createHandOverCode: a code for the token's user, valid 10 minutes of the server's clock (`later(ms)`
//   moves it on); redeemHandOverCode: that user's token once, then the contract's refusals.
//
//   const server = await handOverServer([inApp, chrome], { balances: [450] });
//   …
//   await server.close(); // each browser it serves, its routes stopped first
import type { BrowserContext, Route } from '@playwright/test';

interface User {
  h5UserId: string;
  username: string;
  token: string;
  balance: number;
}
interface Code {
  user: User;
  expiresAt: number;
  used: boolean;
}

const LIFETIME_MS = 10 * 60_000;

const envelope = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});
const refusal = (status: number, code: number, msg: string) => envelope(status, { code, data: null, msg });
const bearerOf = (route: Route) =>
  route
    .request()
    .headers()
    .authorization?.replace(/^Bearer\s+/i, '') ?? '';

export async function handOverServer(contexts: BrowserContext[], { balances = [] as number[] } = {}) {
  const users: User[] = [];
  const codes = new Map<string, Code>();
  const redeemed: string[] = [];
  let skewMs = 0;
  const now = () => Date.now() + skewMs;
  const userOf = (token: string) => users.find((user) => user.token === token);

  const served: BrowserContext[] = [];

  async function serve(context: BrowserContext) {
    served.push(context);
    await context.route('**/h5/auth/register', async (route) => {
      const checked = await route.fetch();
      if (!checked.ok()) return route.fulfill({ response: checked });
      const n = users.length + 1;
      const user = {
        h5UserId: `77000${n}`,
        username: `Guest_77000${n}`,
        token: `hand-over-token-${n}`,
        balance: balances[n - 1] ?? 0,
      };
      users.push(user);
      const { balance: _balance, ...data } = user;
      return route.fulfill({ response: checked, json: { code: 0, msg: 'ok', data } });
    });

    await context.route('**/h5/user/balance', async (route) => {
      const checked = await route.fetch();
      const user = userOf(bearerOf(route));
      if (!checked.ok() || !user) return route.fulfill({ response: checked });
      return route.fulfill({ response: checked, json: { code: 0, msg: 'ok', data: { balance: user.balance } } });
    });

    await context.route('**/h5/auth/hand_over', async (route) => {
      const checked = await route.fetch();
      const user = userOf(bearerOf(route));
      if (!checked.ok()) return route.fulfill({ response: checked });
      if (!user) return route.fulfill(refusal(401, 401, 'Please log in again'));
      const handOverCode = `hov_test_${codes.size + 1}_${Math.random().toString(36).slice(2, 12)}`;
      const expiresAt = now() + LIFETIME_MS;
      codes.set(handOverCode, { user, expiresAt, used: false });
      return route.fulfill({
        response: checked,
        json: { code: 0, msg: 'ok', data: { handOverCode, expiresAt: new Date(expiresAt).toISOString() } },
      });
    });

    await context.route('**/h5/auth/hand_over/redeem', async (route) => {
      const checked = await route.fetch();
      if (!checked.ok()) return route.fulfill({ response: checked });
      const { handOverCode } = route.request().postDataJSON() as { handOverCode: string };
      redeemed.push(handOverCode);
      const code = codes.get(handOverCode);
      if (!code) return route.fulfill(refusal(404, 4001, 'This link is not valid'));
      const bearer = bearerOf(route);
      if (bearer && bearer !== code.user.token)
        return route.fulfill(refusal(403, 4004, 'This link belongs to another account'));
      if (code.used) return route.fulfill(refusal(410, 4002, 'This link has already been used'));
      if (now() >= code.expiresAt) return route.fulfill(refusal(410, 4003, 'This link has expired'));
      code.used = true;
      const { balance: _balance, ...data } = code.user;
      return route.fulfill({ response: checked, json: { code: 0, msg: 'ok', data } });
    });
  }

  for (const context of contexts) await serve(context);

  return {
    /** Serves another context (a browser opened later) from the same state. */
    serve,
    /** The server's clock moves on by `ms` (a code's 10 minutes pass without waiting for them). */
    later(ms: number) {
      skewMs += ms;
    },
    /** The codes redeem was asked for, in the order they were sent. */
    get redeemed(): readonly string[] {
      return redeemed;
    },
    get users(): readonly User[] {
      return users;
    },
    /**
     * Closes every browser it serves. The routes go first: a page still polling the balance while its browser
     * closes would otherwise fail the test with "Request context disposed" from inside a route.
     */
    async close() {
      await Promise.all(served.map((context) => context.unrouteAll({ behavior: 'ignoreErrors' })));
      await Promise.all(served.map((context) => context.close()));
    },
  };
}

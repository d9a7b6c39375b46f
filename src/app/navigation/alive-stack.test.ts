import { describe, expect, it } from 'vitest';
import { nextAliveStack, type AliveEntry, type HistoryAction } from './alive-stack';
import { routeKeyOf } from './routes';

/** Replays visits (action, history position, path) and returns the alive pages by route, plus their instance ids. */
function replay(...visits: [HistoryAction, number, string][]) {
  let lastId = 0;
  let stack: AliveEntry<string>[] = [];
  for (const [action, index, path] of visits) {
    stack = nextAliveStack(stack, { action, index, key: routeKeyOf(path), location: path }, () => ++lastId);
  }
  const ids = Object.fromEntries(stack.map((entry) => [entry.key, entry.id]));
  return { routes: stack.map((entry) => entry.key).sort(), ids, stack };
}

describe('nextAliveStack', () => {
  it('keeps earlier pages alive when going forward', () => {
    const { routes } = replay(['POP', 0, '/'], ['PUSH', 1, '/mine'], ['PUSH', 2, '/recharge']);
    expect(routes).toEqual(['home', 'mine', 'recharge']);
  });

  it('drops the pages left behind when going forward again', () => {
    const before = replay(['POP', 0, '/'], ['PUSH', 1, '/mine'], ['PUSH', 2, '/recharge'], ['POP', 1, '/mine']);
    const after = replay(
      ['POP', 0, '/'],
      ['PUSH', 1, '/mine'],
      ['PUSH', 2, '/recharge'],
      ['POP', 1, '/mine'],
      ['PUSH', 2, '/settings'],
    );
    expect(after.routes).toEqual(['home', 'mine', 'settings']);
    // / and /mine are the same instances as before, not new ones.
    expect(after.ids.home).toBe(before.ids.home);
    expect(after.ids.mine).toBe(before.ids.mine);
  });

  it('brings back the same page when coming back to it', () => {
    const forward = replay(['POP', 0, '/'], ['PUSH', 1, '/mine']);
    const back = replay(['POP', 0, '/'], ['PUSH', 1, '/mine'], ['POP', 0, '/']);
    expect(back.ids.home).toBe(forward.ids.home);
  });

  it('keys pages by route: a query-string change or /home keeps the same instance', () => {
    const { stack } = replay(['POP', 0, '/?info=a'], ['PUSH', 1, '/home'], ['REPLACE', 1, '/?info=b']);
    expect(stack).toHaveLength(1);
    expect(stack[0]).toMatchObject({ key: 'home', id: 1, index: 1, location: '/?info=b' });
  });

  it('makes a new page for a route pushed again after it was left behind', () => {
    const first = replay(['POP', 0, '/'], ['PUSH', 1, '/recharge']);
    const again = replay(['POP', 0, '/'], ['PUSH', 1, '/recharge'], ['POP', 0, '/'], ['PUSH', 1, '/recharge']);
    expect(again.ids.recharge).not.toBe(first.ids.recharge);
  });

  it('drops the page a replace takes the place of', () => {
    const { routes } = replay(['POP', 0, '/'], ['PUSH', 1, '/mine'], ['REPLACE', 1, '/login']);
    expect(routes).toEqual(['home', 'login']);
  });
});

import { describe, expect, it } from 'vitest';
import { decideBack, nextHistoryPaths } from './back';

describe('decideBack', () => {
  it('goes one step back in history', () => {
    expect(decideBack({ index: 1, paths: ['/', '/mine'], currentPath: '/mine' })).toEqual({ kind: 'go', delta: -1 });
  });

  it('goes two steps back when the previous entry is the current path', () => {
    expect(decideBack({ index: 2, paths: ['/', '/mine', '/mine'], currentPath: '/mine' })).toEqual({
      kind: 'go',
      delta: -2,
    });
  });

  it('treats / and /home as the same path', () => {
    expect(decideBack({ index: 2, paths: ['/mine', '/', '/home'], currentPath: '/home' })).toEqual({
      kind: 'go',
      delta: -2,
    });
  });

  it('replaces with / when there is no history', () => {
    expect(decideBack({ index: 0, paths: ['/mine'], currentPath: '/mine' })).toEqual({ kind: 'replace', to: '/' });
  });

  it('replaces with / when the only earlier entry is the current path', () => {
    expect(decideBack({ index: 1, paths: ['/login', '/login'], currentPath: '/login' })).toEqual({
      kind: 'replace',
      to: '/',
    });
  });

  it('goes one step back when the previous entry is unknown (seen before a reload)', () => {
    expect(decideBack({ index: 3, paths: [undefined, undefined, undefined, '/mine'], currentPath: '/mine' })).toEqual({
      kind: 'go',
      delta: -1,
    });
  });
});

describe('nextHistoryPaths', () => {
  it('records each visit at its position and drops forward entries on a push', () => {
    let paths = nextHistoryPaths([], { action: 'POP', index: 0, path: '/' });
    paths = nextHistoryPaths(paths, { action: 'PUSH', index: 1, path: '/mine' });
    paths = nextHistoryPaths(paths, { action: 'PUSH', index: 2, path: '/recharge' });
    paths = nextHistoryPaths(paths, { action: 'POP', index: 1, path: '/mine' });
    expect(paths).toEqual(['/', '/mine', '/recharge']);
    paths = nextHistoryPaths(paths, { action: 'PUSH', index: 2, path: '/settings' });
    paths = nextHistoryPaths(paths, { action: 'REPLACE', index: 2, path: '/login' });
    expect(paths).toEqual(['/', '/mine', '/login']);
  });
});

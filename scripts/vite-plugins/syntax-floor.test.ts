import { describe, expect, it } from 'vitest';
import viteConfig from '../../vite.config';
import { browserFloor, buildTarget, isAbove } from './browser-floor';
import { checkSyntax, syntaxFloor } from './syntax-floor';
import { buildEntry } from './test-build';

const messages = (code: string, options?: Parameters<typeof checkSyntax>[2]) =>
  checkSyntax('a.js', code, options).map((problem) => problem.message);

describe('the syntax check against the support floor', () => {
  it('lets ES2022 that every floor browser runs pass', () => {
    const code =
      'class A { #x = 1; static y = 2; has(o) { return #x in o; } } export const z = [1].at(-1) ?? /a(?=b)/d;';
    expect(messages(code)).toEqual([]);
  });

  it('finds a class static block and a lookbehind, literal or handed to RegExp(), with their place', () => {
    expect(checkSyntax('a.js', 'class A {\n  static { init(); } }')).toEqual([
      { file: 'a.js', line: 2, column: 2, message: 'a class static initialization block (Safari 16.4+, Chrome 94+)' },
    ]);
    expect(messages('const a = /(?<=\\$)\\d+/;')).toEqual(['a RegExp lookbehind assertion (Safari 16.4+, Chrome 62+)']);
    expect(messages('const a = new RegExp("(?<!x)y", "g");')).toHaveLength(1);
    expect(messages('const a = RegExp(`(?<=x)y`, ``);')).toHaveLength(1);
    // An escaped parenthesis is no lookbehind, and a method named static is no static block.
    expect(messages('const a = /\\(?<=/;')).toEqual([]);
    expect(messages('class A { static() {} }')).toEqual([]);
  });

  it('fails syntax newer than ES2022, and anything but ES5 where ES5 is asked for', () => {
    expect(messages('const a = /[\\p{L}--[a-z]]/v;')[0]).toMatch(/^not ES2022/);
    expect(messages('var f = () => 1;', { sourceType: 'script', ecmaVersion: 5 })[0]).toMatch(/^not ES5/);
    expect(messages('var f = function () { return 1; };', { sourceType: 'script', ecmaVersion: 5 })).toEqual([]);
  });

  it('compares versions part by part', () => {
    expect(isAbove('16.4', browserFloor.safari)).toBe(true);
    expect(isAbove('16.0', '16')).toBe(false);
    expect(isAbove('15.4', '16')).toBe(false);
  });
});

describe('the build against the support floor', () => {
  it('targets the declared floor', () => {
    expect(viteConfig).toMatchObject({ build: { target: buildTarget } });
    expect(buildTarget).toEqual([`safari${browserFloor.safari}`, `ios${browserFloor.safari}`, 'chrome119']);
  });

  it('lowers what the floor lacks and the compiler can lower: a class static block', async () => {
    const { code } = await buildEntry('export class A { static { globalThis.x = 1; } }', [syntaxFloor()]);
    expect(messages(code)).toEqual([]);
    expect(code).not.toMatch(/static\s*\{/);
  });

  it('fails on what it cannot lower, naming the file and the feature: a RegExp lookbehind', async () => {
    await expect(buildEntry('export const price = /(?<=\\$)\\d+/;', [syntaxFloor()])).rejects.toThrow(
      /syntax-floor: the build emits JavaScript the support floor cannot run[\s\S]*a RegExp lookbehind assertion/,
    );
  });
});

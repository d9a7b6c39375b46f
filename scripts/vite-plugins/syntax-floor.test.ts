import { describe, expect, it } from 'vitest';
import { browserFloor, buildTarget, isAbove } from './browser-floor';
import { checkSyntax } from './syntax-floor';

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
    // An escaped parenthesis is no lookbehind.
    expect(messages('const a = /\\(?<=/;')).toEqual([]);
  });

  it('fails syntax newer than ES2022, and anything but ES5 where ES5 is asked for', () => {
    expect(messages('const a = /[\\p{L}--[a-z]]/v;')[0]).toMatch(/^not ES2022/);
    expect(messages('var f = () => 1;', { sourceType: 'script', ecmaVersion: 5 })[0]).toMatch(/^not ES5/);
    expect(messages('var f = function () { return 1; };', { sourceType: 'script', ecmaVersion: 5 })).toEqual([]);
  });

  it('builds for the floor it declares', () => {
    expect(buildTarget).toEqual([
      `safari${browserFloor.safari}`,
      `ios${browserFloor.safari}`,
      `chrome${browserFloor.chrome}`,
    ]);
    expect(isAbove('16.4', '15.4')).toBe(true);
    expect(isAbove('15.4', '15.4')).toBe(false);
    expect(isAbove('15', '15.4')).toBe(false);
  });
});

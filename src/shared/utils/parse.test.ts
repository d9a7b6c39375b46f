import { describe, expect, expectTypeOf, it } from 'vitest';
import * as parse from './parse';

// Values every leaf parser must reject unless it is the parser for that kind.
const foreign = [undefined, null, true, 0, 'text', [], {}, () => 1] as const;

describe('string, nonEmptyString, boolean', () => {
  it('accept their own kind and return it unchanged', () => {
    expect(parse.string('')).toBe('');
    expect(parse.string('a b')).toBe('a b');
    expect(parse.nonEmptyString('x')).toBe('x');
    expect(parse.nonEmptyString(' ')).toBe(' ');
    expect(parse.boolean(false)).toBe(false);
    expect(parse.boolean(true)).toBe(true);
  });

  it('reject every other kind', () => {
    for (const value of foreign.filter((v) => typeof v !== 'string')) {
      expect(parse.string(value)).toBeUndefined();
      expect(parse.nonEmptyString(value)).toBeUndefined();
    }
    for (const value of foreign.filter((v) => typeof v !== 'boolean')) expect(parse.boolean(value)).toBeUndefined();
    expect(parse.boolean('true')).toBeUndefined();
    expect(parse.boolean(1)).toBeUndefined();
  });

  it('nonEmptyString rejects the empty string', () => {
    expect(parse.nonEmptyString('')).toBeUndefined();
  });
});

describe('matching', () => {
  const visibleAscii = parse.matching(/^[\x21-\x7e]+$/);

  it('accepts a string the pattern matches, as many times as asked', () => {
    expect(visibleAscii('eyJ.token.sig')).toBe('eyJ.token.sig');
    expect(visibleAscii('eyJ.token.sig')).toBe('eyJ.token.sig');
  });

  it('rejects a string it does not match, and anything not a string', () => {
    expect(visibleAscii('has space')).toBeUndefined();
    expect(visibleAscii('line\nbreak')).toBeUndefined();
    expect(visibleAscii('')).toBeUndefined();
    expect(visibleAscii(42)).toBeUndefined();
    expect(visibleAscii(null)).toBeUndefined();
  });
});

describe('number', () => {
  it('accepts finite numbers, including 0, negatives and fractions', () => {
    const any = parse.number();
    for (const value of [0, -0, -3, 1.5, Number.MAX_VALUE, Number.MIN_VALUE]) expect(any(value)).toBe(value);
  });

  it('rejects NaN, the infinities, numeric strings and other kinds', () => {
    const any = parse.number();
    for (const value of [NaN, Infinity, -Infinity, '1', ...foreign.filter((v) => typeof v !== 'number')]) {
      expect(any(value)).toBeUndefined();
    }
  });

  it('keeps to min (inclusive) and greaterThan (exclusive)', () => {
    const nonNegative = parse.number({ min: 0 });
    expect(nonNegative(0)).toBe(0);
    expect(nonNegative(0.1)).toBe(0.1);
    expect(nonNegative(-0.1)).toBeUndefined();
    const positive = parse.number({ greaterThan: 0 });
    expect(positive(0.001)).toBe(0.001);
    expect(positive(0)).toBeUndefined();
    expect(positive(-1)).toBeUndefined();
  });
});

describe('int', () => {
  it('accepts safe integers within the bounds', () => {
    expect(parse.int()(-7)).toBe(-7);
    expect(parse.int()(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(parse.int({ min: 0 })(0)).toBe(0);
    expect(parse.int({ min: 1 })(3)).toBe(3);
  });

  it('rejects fractions, unsafe integers, NaN, the infinities and other kinds', () => {
    const any = parse.int();
    for (const value of [1.5, 2 ** 53, -(2 ** 53), 1e21, NaN, Infinity, -Infinity, '3']) {
      expect(any(value)).toBeUndefined();
    }
    for (const value of foreign.filter((v) => typeof v !== 'number')) expect(any(value)).toBeUndefined();
  });

  it('rejects integers below min', () => {
    expect(parse.int({ min: 0 })(-1)).toBeUndefined();
    expect(parse.int({ min: 1 })(0)).toBeUndefined();
  });
});

describe('nullable', () => {
  it('accepts null as null, and otherwise what its parser accepts', () => {
    const text = parse.nullable(parse.string);
    expect(text(null)).toBeNull();
    expect(text('a')).toBe('a');
    expect(text(undefined)).toBeUndefined();
    expect(text(1)).toBeUndefined();
  });
});

describe('array', () => {
  const ints = parse.array(parse.int());

  it('accepts an array whose every item parses, as a copy', () => {
    const input = [1, 2, 3];
    const output = ints(input);
    expect(output).toEqual([1, 2, 3]);
    expect(output).not.toBe(input);
    expect(ints([])).toEqual([]);
  });

  it('rejects the whole array when one item fails', () => {
    expect(ints([1, 2.5])).toBeUndefined();
    expect(ints([1, null])).toBeUndefined();
  });

  it('rejects objects, array-likes and other kinds', () => {
    expect(ints({ 0: 1, length: 1 })).toBeUndefined();
    expect(ints('123')).toBeUndefined();
    expect(ints(null)).toBeUndefined();
    expect(ints(undefined)).toBeUndefined();
  });
});

describe('record', () => {
  const counts = parse.record(parse.int({ min: 0 }));

  it('accepts an object whose every value parses, as a copy', () => {
    const input = { a: 1, b: 0 };
    const output = counts(input);
    expect(output).toEqual({ a: 1, b: 0 });
    expect(output).not.toBe(input);
    expect(counts({})).toEqual({});
  });

  it('drops only the entries that fail; their neighbours are kept', () => {
    expect(counts({ a: 1, b: -1, c: '2', d: 0 })).toEqual({ a: 1, d: 0 });
    expect(counts({ b: -1 })).toEqual({});
  });

  it('tells a reader what it dropped, as it was', () => {
    expect(counts.entries({ a: 1, b: -1, c: { n: 2 } })).toEqual({
      kept: { a: 1 },
      dropped: [
        ['b', -1],
        ['c', { n: 2 }],
      ],
    });
    expect(counts.entries('{}')).toBeUndefined();
  });

  it('rejects arrays, null and other kinds', () => {
    expect(counts([1, 2])).toBeUndefined();
    expect(counts(null)).toBeUndefined();
    expect(counts('{}')).toBeUndefined();
  });

  it('reads no key but its own: "constructor", "toString", "hasOwnProperty" are absent, never a function', () => {
    const output = counts({ a: 1 });
    for (const key of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__']) {
      expect(output?.[key]).toBeUndefined();
    }
  });

  it('keeps a "__proto__" key from JSON as an entry, never as the prototype', () => {
    const output = counts(JSON.parse('{"__proto__": 7, "a": 1}'));
    expect(output?.['__proto__']).toBe(7);
    expect(Object.keys(output ?? {})).toEqual(['__proto__', 'a']);
    expect(counts(JSON.parse('{"__proto__": {"polluted": 1}}'))?.['polluted' as string]).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('own', () => {
  it("reads a record's own entries only, whatever the key", () => {
    expect(parse.own({ a: 1 }, 'a')).toBe(1);
    expect(parse.own(JSON.parse('{"__proto__": 2}') as Record<string, number>, '__proto__')).toBe(2);
    for (const key of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'b']) {
      expect(parse.own<number>({ a: 1 }, key)).toBeUndefined();
    }
    expect(parse.own(undefined, 'a')).toBeUndefined();
  });
});

describe('object and looseObject', () => {
  const shape = {
    id: parse.nonEmptyString,
    count: parse.int({ min: 0 }),
    note: parse.optional(parse.string),
    msg: parse.optional(parse.nullable(parse.string)),
  };
  const strict = parse.object(shape);
  const loose = parse.looseObject(shape);

  it('accept an object with every required field', () => {
    expect(strict({ id: 'a', count: 0 })).toEqual({ id: 'a', count: 0 });
    expect(loose({ id: 'a', count: 0, note: 'n', msg: null })).toEqual({ id: 'a', count: 0, note: 'n', msg: null });
  });

  it('object drops unknown fields; looseObject keeps them', () => {
    const input = { id: 'a', count: 1, extra: { deep: true } };
    expect(strict(input)).toEqual({ id: 'a', count: 1 });
    expect(loose(input)).toEqual(input);
    expect(loose(input)).not.toBe(input);
  });

  it('reject a missing or invalid required field', () => {
    for (const parser of [strict, loose]) {
      expect(parser({ id: 'a' })).toBeUndefined();
      expect(parser({ id: '', count: 1 })).toBeUndefined();
      expect(parser({ id: 'a', count: 1.5 })).toBeUndefined();
      expect(parser({ id: 'a', count: null })).toBeUndefined();
    }
  });

  it('let an optional field be missing or undefined, but not of the wrong kind or null', () => {
    expect(strict({ id: 'a', count: 1, note: undefined })).toEqual({ id: 'a', count: 1 });
    expect(strict({ id: 'a', count: 1, note: 5 })).toBeUndefined();
    expect(strict({ id: 'a', count: 1, note: null })).toBeUndefined();
    expect(strict({ id: 'a', count: 1, msg: 5 })).toBeUndefined();
  });

  it('reject arrays, null and other kinds', () => {
    for (const parser of [strict, loose]) {
      for (const value of [[], [{ id: 'a', count: 1 }], null, undefined, 'x', 1]) {
        expect(parser(value)).toBeUndefined();
      }
    }
  });

  it('nest: an array of objects inside an object', () => {
    const drama = parse.looseObject({ dramaUrl: parse.array(parse.object({ episodeNumber: parse.int() })) });
    expect(drama({ dramaUrl: [{ episodeNumber: 1, x: 1 }] })).toEqual({ dramaUrl: [{ episodeNumber: 1 }] });
    expect(drama({ dramaUrl: [{ episodeNumber: '1' }] })).toBeUndefined();
    expect(drama({ dramaUrl: {} })).toBeUndefined();
  });

  it('optional() leaves the parser it wraps as it was', () => {
    parse.optional(parse.string);
    expect(parse.object({ a: parse.string })({})).toBeUndefined();
  });

  it('infer the parsed type, optional fields as optional', () => {
    expectTypeOf<parse.Parsed<typeof strict>>().toEqualTypeOf<{
      id: string;
      count: number;
      note?: string;
      msg?: string | null;
    }>();
    expectTypeOf<parse.Parsed<typeof loose>>().toMatchTypeOf<{ id: string; [key: string]: unknown }>();
    expectTypeOf<parse.Parsed<ReturnType<typeof parse.record<number>>>>().toEqualTypeOf<Record<string, number>>();
  });
});

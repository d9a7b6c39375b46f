// Small hand-written parsers for what the app reads before the first video frame: localStorage
// values and the API envelope. That JavaScript has a budget, and zod/mini alone would take a good
// part of it for a handful of checks (docs/start-path.md, "Off the start path"). Forms keep zod.
//
// A parser takes an unknown value and returns it (objects and arrays as fresh copies) when it has
// the expected shape, or undefined when it has not. So undefined is never a valid result: a value
// that may be absent is an object field marked optional(). Numbers are finite, like zod's.
// Use as a namespace: `import * as parse from '@/shared/utils/parse'`, then `parse.int({ min: 0 })`.

export type Parser<T> = (value: unknown) => T | undefined;
/** A field that may be missing (or undefined) in an object; see optional(). */
export type OptionalParser<T> = Parser<T> & { readonly optional: true };
/** What a parser returns when it accepts, like zod's z.infer. */
export type Parsed<P> = P extends Parser<infer T> ? T : never;

type Shape = Record<string, Parser<unknown>>;
type OptionalKeys<S extends Shape> = { [K in keyof S]: S[K] extends OptionalParser<unknown> ? K : never }[keyof S];
type ShapeOutput<S extends Shape> = { [K in Exclude<keyof S, OptionalKeys<S>>]: Parsed<S[K]> } & {
  [K in OptionalKeys<S>]?: Parsed<S[K]>;
};
// Spelt out field by field in editor hovers, instead of as an intersection of mapped types.
type Flat<T> = { [K in keyof T]: T[K] } & {};

export interface Bounds {
  /** The smallest accepted value. */
  min?: number;
  /** Accepted values are strictly greater than this. */
  greaterThan?: number;
}

const inBounds = (value: number, { min = -Infinity, greaterThan = -Infinity }: Bounds): boolean =>
  value >= min && value > greaterThan;

/** An object that is not null and not an array: what a JSON object parses to. */
function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const string: Parser<string> = (value) => (typeof value === 'string' ? value : undefined);

export const nonEmptyString: Parser<string> = (value) =>
  typeof value === 'string' && value.length > 0 ? value : undefined;

export const boolean: Parser<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** A string the whole of which matches `pattern` (anchor it; no g or y flag, those make test() stateful). */
export const matching =
  (pattern: RegExp): Parser<string> =>
  (value) =>
    typeof value === 'string' && pattern.test(value) ? value : undefined;

/** A finite number (never NaN or ±Infinity) within the bounds. */
export const number =
  (bounds: Bounds = {}): Parser<number> =>
  (value) =>
    typeof value === 'number' && Number.isFinite(value) && inBounds(value, bounds) ? value : undefined;

/** A safe integer (what JSON round-trips exactly) within the bounds. */
export const int =
  (bounds: Bounds = {}): Parser<number> =>
  (value) =>
    typeof value === 'number' && Number.isSafeInteger(value) && inBounds(value, bounds) ? value : undefined;

/** null, or what `parser` accepts. */
export const nullable =
  <T>(parser: Parser<T>): Parser<T | null> =>
  (value) =>
    value === null ? null : parser(value);

/**
 * Marks an object field that may be missing; when present it must satisfy `parser`. Only means
 * something as the outermost parser of a shape's field: `optional(nullable(string))`.
 */
export const optional = <T>(parser: Parser<T>): OptionalParser<T> =>
  // A new function: tagging `parser` itself would make e.g. `string` optional everywhere.
  Object.assign((value: unknown) => parser(value), { optional: true as const });

const isOptional = (parser: Parser<unknown>): boolean => 'optional' in parser;

/** An array whose every item satisfies `item`. */
export const array =
  <T>(item: Parser<T>): Parser<T[]> =>
  (value) => {
    if (!Array.isArray(value)) return undefined;
    const items: T[] = [];
    for (const entry of value) {
      const parsed = item(entry);
      if (parsed === undefined) return undefined;
      items.push(parsed);
    }
    return items;
  };

/** A record's entries as read: those the item parser accepts, and those it rejects, as they were. */
export interface RecordEntries<T> {
  kept: Record<string, T>;
  dropped: [key: string, entry: unknown][];
}
/** A record parser, with `entries` for a reader that wants to know what was dropped (shared/storage). */
export type RecordParser<T> = Parser<Record<string, T>> & {
  readonly entries: (value: unknown) => RecordEntries<T> | undefined;
};

/**
 * An object used as a map from string keys to values that each satisfy `item`, read entry by entry: an entry
 * that fails is dropped alone, its neighbours are kept. Undefined only when the value is not an object at all.
 *
 * The copy has no prototype, so a key that comes from an address or a server reads only what the record holds:
 * `record['constructor']` or `record['toString']` is undefined, never a function, and "__proto__" (an own key
 * after JSON.parse) is an entry like any other, never the prototype.
 */
export const record = <T>(item: Parser<T>): RecordParser<T> => {
  const entries = (value: unknown): RecordEntries<T> | undefined => {
    if (!isObject(value)) return undefined;
    const kept: Record<string, T> = Object.create(null) as Record<string, T>;
    const dropped: RecordEntries<T>['dropped'] = [];
    for (const [key, entry] of Object.entries(value)) {
      const parsed = item(entry);
      if (parsed === undefined) dropped.push([key, entry]);
      else kept[key] = parsed;
    }
    return { kept, dropped };
  };
  return Object.assign((value: unknown) => entries(value)?.kept, { entries });
};

/** `record[key]` when the record holds it itself: never what every object inherits ("constructor", "__proto__"). */
export const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record && Object.hasOwn(record, key) ? record[key] : undefined;

function fields(shape: Shape, value: Record<string, unknown>): Record<string, unknown> | undefined {
  const parsed: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const input = value[key];
    if (input === undefined && isOptional(field)) continue;
    const output = field(input);
    if (output === undefined) return undefined;
    parsed[key] = output;
  }
  return parsed;
}

/** An object with the shape's fields; other fields are dropped (what code writes back stays clean). */
export const object =
  <S extends Shape>(shape: S): Parser<Flat<ShapeOutput<S>>> =>
  (value) =>
    isObject(value) ? (fields(shape, value) as Flat<ShapeOutput<S>> | undefined) : undefined;

/** An object with at least the shape's fields; other fields pass through untouched. */
export const looseObject =
  <S extends Shape>(shape: S): Parser<Flat<ShapeOutput<S>> & Record<string, unknown>> =>
  (value) => {
    if (!isObject(value)) return undefined;
    const parsed = fields(shape, value);
    return parsed && ({ ...value, ...parsed } as Flat<ShapeOutput<S>> & Record<string, unknown>);
  };

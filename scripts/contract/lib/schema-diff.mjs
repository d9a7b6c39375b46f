// Compares two versions of one schema and says, for each change, whether it narrows or widens
// what the schema accepts. Whether that breaks anyone depends on the direction:
//   request  (the app sends, the server reads): narrowing breaks the app already deployed
//   response (the server sends, the app reads): widening breaks the app already deployed
// See contract-diff.mjs and docs/backend.md for the rules this implements.
import { resolveRef } from './contract.mjs';

/**
 * @typedef {'request' | 'response'} Direction
 * @typedef {{ where: string, change: string, effect: 'narrowed' | 'widened' | 'both' | 'neutral', breaking: boolean }} SchemaChange
 */

const JSON_TYPES = ['null', 'boolean', 'object', 'array', 'number', 'integer', 'string'];

/** The JSON types a schema accepts; undefined means any. integer counts as a part of number. */
function typesOf(schema) {
  if (Array.isArray(schema.type)) return new Set(schema.type);
  if (typeof schema.type === 'string') return new Set([schema.type]);
  if (schema.const !== undefined) return new Set([jsonType(schema.const)]);
  if (schema.properties || schema.required || schema.additionalProperties !== undefined) return new Set(['object']);
  if (schema.items) return new Set(['array']);
  return undefined;
}

const jsonType = (value) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;

const covers = (set, type) => !set || set.has(type) || (type === 'integer' && set.has('number'));
const typeList = (set) =>
  set ? [...set].sort((a, b) => JSON_TYPES.indexOf(a) - JSON_TYPES.indexOf(b)).join(' | ') : 'any';
const show = (value) => JSON.stringify(value);

/** Folds allOf into one schema (properties and required lists merged) so objects compare field by field. */
function flatten(document, raw) {
  const schema = resolveRef(document, raw) ?? {};
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  return allOf
    .map((part) => flatten(document, part))
    .reduce(
      (merged, part) => ({
        ...part,
        ...merged,
        properties: { ...part.properties, ...merged.properties },
        required: [...new Set([...(merged.required ?? []), ...(part.required ?? [])])],
      }),
      rest,
    );
}

/** The alternatives of a schema: oneOf/anyOf branches, or the schema itself. */
function branchesOf(document, schema) {
  const list = schema.oneOf ?? schema.anyOf;
  return Array.isArray(list) ? list.map((branch) => flatten(document, branch)) : [schema];
}

/** A branch's identity for matching across versions: its types (object and array count by type). */
const signature = (schema) => typeList(typesOf(schema));

/**
 * @param {{ base: any, head: any, baseSchema: any, headSchema: any, direction: Direction, where: string }} input
 * @returns {SchemaChange[]}
 */
export function diffSchemas({ base, head, baseSchema, headSchema, direction, where }) {
  /** @type {SchemaChange[]} */
  const changes = [];
  const seen = new Map();
  const record = (path, change, effect) => {
    const breaking = effect === 'both' || (direction === 'request' ? effect === 'narrowed' : effect === 'widened');
    changes.push({ where: path, change, effect, breaking });
  };

  const walk = (rawBase, rawHead, path, depth) => {
    if (depth > 40) return;
    const a = flatten(base, rawBase);
    const b = flatten(head, rawHead);
    if (seen.get(a)?.has(b)) return; // a recursive schema: this pair is already being compared
    seen.set(a, new Set([...(seen.get(a) ?? []), b]));

    const left = branchesOf(base, a);
    const right = branchesOf(head, b);
    if (left.length > 1 || right.length > 1) {
      const unmatched = [...right];
      for (const branch of left) {
        const index = unmatched.findIndex((candidate) => signature(candidate) === signature(branch));
        if (index === -1) {
          record(path, `no longer accepts ${signature(branch)} (alternative removed)`, 'narrowed');
          continue;
        }
        walk(branch, unmatched[index], path, depth + 1);
        unmatched.splice(index, 1);
      }
      for (const branch of unmatched)
        record(path, `now also accepts ${signature(branch)} (alternative added)`, 'widened');
      return;
    }
    compareNode(a, b, path, depth);
  };

  const compareNode = (a, b, path, depth) => {
    const ta = typesOf(a);
    const tb = typesOf(b);
    const lost = ta ? [...ta].filter((type) => !covers(tb, type)) : tb ? ['any'] : [];
    const gained = tb ? [...tb].filter((type) => !covers(ta, type)) : ta ? ['any'] : [];
    if (lost.length > 0 || gained.length > 0) {
      const effect = lost.length > 0 && gained.length > 0 ? 'both' : lost.length > 0 ? 'narrowed' : 'widened';
      record(
        path,
        `type ${effect === 'widened' ? 'widened' : effect === 'narrowed' ? 'narrowed' : 'changed'}: ${typeList(ta)} → ${typeList(tb)}`,
        effect,
      );
    }
    compareEnum(a, b, path);
    compareKeyword(
      a,
      b,
      path,
      'format',
      (x, y) =>
        `format ${x === undefined ? `${show(y)} added` : y === undefined ? `${show(x)} removed` : `changed: ${show(x)} → ${show(y)}`}`,
      'either',
    );
    compareKeyword(
      a,
      b,
      path,
      'pattern',
      (x, y) =>
        `pattern ${x === undefined ? `added: ${y}` : y === undefined ? `removed (was ${x})` : `changed: ${x} → ${y}`}`,
      'either',
    );
    for (const key of ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties']) {
      compareKeyword(
        a,
        b,
        path,
        key,
        (x, y) =>
          `${key} ${x === undefined ? `added: ${y}` : y === undefined ? `removed (was ${x})` : `${y > x ? 'raised' : 'lowered'}: ${x} → ${y}`}`,
        'lower',
      );
    }
    for (const key of ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties']) {
      compareKeyword(
        a,
        b,
        path,
        key,
        (x, y) =>
          `${key} ${x === undefined ? `added: ${y}` : y === undefined ? `removed (was ${x})` : `${y < x ? 'lowered' : 'raised'}: ${x} → ${y}`}`,
        'upper',
      );
    }
    compareKeyword(a, b, path, 'multipleOf', (x, y) => `multipleOf changed: ${x} → ${y}`, 'either');
    if (covers(ta, 'object') && covers(tb, 'object')) compareObjects(a, b, path, depth);
    if (a.items && b.items) walk(a.items, b.items, `${path}[]`, depth + 1);
  };

  /** `bound`: 'lower' (a higher value narrows), 'upper' (a lower value narrows), 'either' (any change narrows). */
  const compareKeyword = (a, b, path, key, describe, bound) => {
    const x = a[key];
    const y = b[key];
    if (show(x) === show(y)) return;
    let effect;
    if (x === undefined) effect = 'narrowed';
    else if (y === undefined) effect = 'widened';
    else if (bound === 'either') effect = 'both';
    else effect = (bound === 'lower' ? y > x : y < x) ? 'narrowed' : 'widened';
    record(path, describe(x, y), effect);
  };

  const compareEnum = (a, b, path) => {
    const ea = a.enum ?? (a.const !== undefined ? [a.const] : undefined);
    const eb = b.enum ?? (b.const !== undefined ? [b.const] : undefined);
    if (!ea && !eb) return;
    if (!ea) return record(path, `now limited to ${eb.map(show).join(', ')}`, 'narrowed');
    if (!eb) return record(path, `no longer limited to ${ea.map(show).join(', ')}`, 'widened');
    const removed = ea.filter((value) => !eb.some((other) => show(other) === show(value)));
    const added = eb.filter((value) => !ea.some((other) => show(other) === show(value)));
    for (const value of removed) record(path, `enum value ${show(value)} removed`, 'narrowed');
    for (const value of added) record(path, `enum value ${show(value)} added`, 'widened');
  };

  const compareObjects = (a, b, path, depth) => {
    const pa = a.properties ?? {};
    const pb = b.properties ?? {};
    const ra = new Set(a.required ?? []);
    const rb = new Set(b.required ?? []);
    const at = (name) => (path ? `${path}.${name}` : name);
    for (const name of Object.keys(pa)) {
      if (name in pb) continue;
      if (direction === 'response') record(at(name), 'field removed', 'both');
      // A request field the server no longer knows only breaks the app when unknown fields are refused.
      else record(at(name), 'field removed', b.additionalProperties === false ? 'narrowed' : 'neutral');
    }
    for (const name of Object.keys(pb)) {
      if (name in pa) continue;
      if (direction === 'request' && rb.has(name)) record(at(name), 'new required field', 'narrowed');
      else record(at(name), rb.has(name) ? 'new field (always sent)' : 'new optional field', 'neutral');
    }
    for (const name of Object.keys(pa)) {
      if (!(name in pb)) continue;
      if (!ra.has(name) && rb.has(name)) record(at(name), 'newly required', 'narrowed');
      if (ra.has(name) && !rb.has(name)) record(at(name), 'no longer required (may be missing)', 'widened');
      walk(pa[name], pb[name], at(name), depth + 1);
    }
    const closedBefore = a.additionalProperties === false;
    const closedAfter = b.additionalProperties === false;
    if (!closedBefore && closedAfter)
      record(path, 'unknown fields no longer allowed (additionalProperties: false)', 'narrowed');
    // Readers ignore fields they do not know, so opening an answer up breaks nobody.
    if (closedBefore && !closedAfter)
      record(path, 'unknown fields now allowed', direction === 'request' ? 'widened' : 'neutral');
  };

  walk(baseSchema, headSchema, where, 0);
  return changes;
}

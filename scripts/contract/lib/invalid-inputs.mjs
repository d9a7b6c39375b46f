// Requests the contract says are invalid, each made from a valid one by breaking one thing the
// schema states: a required field left out, a value of the wrong type, a value against a rule
// (format, pattern, enum, length, bounds), a field the body forbids.
import { clip } from './checks.mjs';
import { requestBodyOf, resolveRef } from './contract.mjs';
import { clonePlan } from './request.mjs';

/** @typedef {import('./request.mjs').RequestPlan} RequestPlan */
/** @typedef {{ target: string, broken: string, plan: RequestPlan }} InvalidVariant */

const typesOf = (schema) => (Array.isArray(schema?.type) ? schema.type : schema?.type ? [schema.type] : []);
const jsonType = (value) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value;
const allows = (types, value) => {
  const type = jsonType(value);
  return types.includes(type) || (type === 'integer' && types.includes('number'));
};

/** A JSON value of a type the schema does not allow: 12345 for a string, "not-a-number" for an integer. */
function wrongType(schema) {
  const types = typesOf(schema);
  if (types.length === 0) return undefined;
  return [12345, 'not-a-number', true, { unexpected: 'object' }, ['unexpected']].find((value) => !allows(types, value));
}

const FORMAT_BREAKS = {
  email: 'conformance.example.com',
  uri: 'not a uri',
  uuid: 'not-a-uuid',
  'date-time': '22/11/2026 10:35',
  date: '22/11/2026',
};

/**
 * Values that break one rule of a schema each, with the reason in words.
 * @returns {{ value: unknown, broken: string }[]}
 */
function ruleBreaks(schema, { wire }) {
  const types = typesOf(schema);
  const out = [];
  if (types.includes('string')) {
    const what = schema.format === 'email' ? 'an e-mail' : 'a value';
    if (schema.format in FORMAT_BREAKS) {
      out.push({ value: FORMAT_BREAKS[schema.format], broken: `${what} breaking format "${schema.format}"` });
    }
    if (typeof schema.pattern === 'string') {
      const pattern = new RegExp(schema.pattern, 'u');
      const value = ['!! not valid !!', '', 'x'.repeat(300)].find((text) => !pattern.test(text));
      if (value !== undefined) out.push({ value, broken: `${what} breaking pattern ${schema.pattern}` });
    }
    if (Array.isArray(schema.enum)) out.push({ value: 'not-in-the-list', broken: `${what} outside the enum` });
    if (schema.minLength > 0) {
      out.push({
        value: 'x'.repeat(schema.minLength - 1),
        broken: `${what} shorter than minLength ${schema.minLength}`,
      });
    }
    if (Number.isInteger(schema.maxLength)) {
      const long =
        schema.format === 'email'
          ? `${'a'.repeat(Math.max(1, schema.maxLength - 11))}@example.com`
          : 'x'.repeat(schema.maxLength + 1);
      out.push({ value: long, broken: `${what} longer than maxLength ${schema.maxLength}` });
    }
  }
  if (types.includes('integer') || types.includes('number')) {
    const step = types.includes('integer') ? 1 : 0.5;
    if (typeof schema.minimum === 'number')
      out.push({ value: schema.minimum - step, broken: `below minimum ${schema.minimum}` });
    if (typeof schema.exclusiveMinimum === 'number') {
      out.push({ value: schema.exclusiveMinimum, broken: `not above exclusiveMinimum ${schema.exclusiveMinimum}` });
    }
    if (typeof schema.maximum === 'number')
      out.push({ value: schema.maximum + step, broken: `above maximum ${schema.maximum}` });
    if (typeof schema.exclusiveMaximum === 'number') {
      out.push({ value: schema.exclusiveMaximum, broken: `not below exclusiveMaximum ${schema.exclusiveMaximum}` });
    }
  }
  return out.map(({ value, broken }) => ({
    value: wire ? String(value) : value,
    broken: `${broken}: ${clip(value, 40)}`,
  }));
}

const withPart = (plan, part, value) => ({ ...clonePlan(plan), [part]: value });

/** @param {RequestPlan} plan @returns {InvalidVariant[]} */
function bodyVariants(document, plan) {
  const body = plan.body;
  const schema = requestBodyOf(document, plan.operation)?.schema;
  if (!body || !schema || !body.value || typeof body.value !== 'object' || Array.isArray(body.value)) return [];
  const form = !/json/.test(body.mediaType);
  const properties = Object.entries(schema.properties ?? {}).map(([name, raw]) => [
    name,
    resolveRef(document, raw) ?? {},
  ]);
  const change = (target, broken, edit) => {
    const value = structuredClone(body.value);
    edit(value);
    return { target: `body.${target}`, broken, plan: withPart(plan, 'body', { ...body, value }) };
  };
  const variants = [];
  for (const name of schema.required ?? []) {
    if (name in body.value) variants.push(change(name, 'missing (required)', (value) => delete value[name]));
  }
  for (const [name, property] of properties) {
    if (!(name in body.value)) continue;
    const wrong = form ? wireWrongType(property) : wrongType(property);
    if (wrong !== undefined) {
      variants.push(
        change(
          name,
          `wrong type: ${clip(wrong, 40)} where the contract says ${typesOf(property).join(' or ')}`,
          (value) => void (value[name] = wrong),
        ),
      );
    }
    for (const { value: bad, broken } of ruleBreaks(property, { wire: form })) {
      variants.push(change(name, broken, (value) => void (value[name] = bad)));
    }
  }
  // A form field has no object around it to forbid extras in; only JSON bodies are tried.
  if (schema.additionalProperties === false && !form) {
    const extra = ['unexpectedField', 'unexpectedField2'].find((name) => !(name in (schema.properties ?? {})));
    if (extra)
      variants.push(
        change(
          extra,
          'a field the contract forbids (additionalProperties: false)',
          (value) => void (value[extra] = 'x'),
        ),
      );
  }
  return variants;
}

/** On the wire (query, form, header) every value is text: only a number or a boolean can be of the wrong type. */
function wireWrongType(schema) {
  const types = typesOf(schema);
  if (types.includes('string') || types.length === 0) return undefined;
  return 'not-a-number';
}

/** @param {RequestPlan} plan @returns {InvalidVariant[]} */
function parameterVariants(document, plan) {
  const variants = [];
  for (const parameter of plan.operation.parameters) {
    const where = { query: 'query', header: 'headers', path: 'path' }[parameter.in];
    // An optional parameter the valid request leaves out is still sent with a bad value.
    if (!where || (parameter.in === 'path' && !(parameter.name in plan.path))) continue;
    const schema = resolveRef(document, parameter.schema) ?? {};
    const target = `${parameter.in === 'header' ? 'header' : parameter.in}.${parameter.name}`;
    const set = (broken, edit) => {
      const part = { ...plan[where] };
      edit(part);
      variants.push({ target, broken, plan: withPart(plan, where, part) });
    };
    if (parameter.required && parameter.in !== 'path' && parameter.name in plan[where])
      set('missing (required)', (part) => delete part[parameter.name]);
    const wrong = wireWrongType(schema);
    if (wrong !== undefined)
      set(
        `wrong type: ${clip(wrong, 40)} where the contract says ${typesOf(schema).join(' or ')}`,
        (part) => void (part[parameter.name] = wrong),
      );
    for (const { value, broken } of ruleBreaks(schema, { wire: true })) {
      // An empty path segment would call another route, not this one with a bad value; an empty
      // optional query parameter reads as absent to many servers (and to Prism).
      if (value === '' && (parameter.in === 'path' || (parameter.in === 'query' && !parameter.required))) continue;
      set(broken, (part) => void (part[parameter.name] = value));
    }
  }
  return variants;
}

/** Every invalid request the kit makes from one valid plan. @returns {InvalidVariant[]} */
export const invalidVariants = (document, plan) => [
  ...parameterVariants(document, plan),
  ...bodyVariants(document, plan),
];

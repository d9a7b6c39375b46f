// Compares two bundled contracts operation by operation and lists every change, each marked
// breaking or compatible. "Breaking" means: an app (or any client) built on the base contract can
// fail against a server that implements the new one. The rules, in short:
//   breaking    operation removed; success response removed; response field removed or no longer
//               required; response type widened or enum value added; request field newly required
//               or new required field/parameter; request type narrowed (number → integer, a type
//               removed from a union, maxLength lowered, minimum raised, format or pattern added);
//               request enum value removed; new security requirement
//   compatible  new operation; new optional field or parameter; new response field; request enum
//               value added; response type narrowed or enum value removed (listed, so the server
//               team sees what it must now send); documented error statuses added or removed
import { listOperations, resolveRef } from './contract.mjs';
import { diffSchemas } from './schema-diff.mjs';

/** @typedef {{ operation: string, where: string, change: string, breaking: boolean }} Change */

/** 'POST /h5/recharge/order/{payOrderId}' with parameter names blanked, so renaming one is no removal. */
const keyOf = (operation) => `${operation.method.toUpperCase()} ${operation.path.replace(/\{[^}]+\}/g, '{}')}`;
const labelOf = (operation) => `${operation.method.toUpperCase()} ${operation.path} (${operation.operationId})`;

/**
 * @param {any} base the bundled base contract (or an empty one)
 * @param {any} head the bundled new contract
 * @returns {Change[]}
 */
export function diffContracts(base, head) {
  /** @type {Change[]} */
  const changes = [];
  const before = new Map(listOperations(base).map((operation) => [keyOf(operation), operation]));
  const after = new Map(listOperations(head).map((operation) => [keyOf(operation), operation]));
  for (const [key, operation] of before) {
    if (!after.has(key))
      changes.push({ operation: labelOf(operation), where: 'operation', change: 'operation removed', breaking: true });
  }
  for (const [key, operation] of after) {
    const old = before.get(key);
    if (!old) {
      changes.push({ operation: labelOf(operation), where: 'operation', change: 'new operation', breaking: false });
      continue;
    }
    const push = (where, change, breaking) => changes.push({ operation: labelOf(operation), where, change, breaking });
    if (old.operationId !== operation.operationId)
      push('operation', `operationId renamed: ${old.operationId} → ${operation.operationId}`, true);
    diffSecurity(base, head, old, operation, push);
    diffParameters(base, head, old, operation, push);
    diffRequestBody(base, head, old, operation, push);
    diffResponses(base, head, old, operation, push);
  }
  return changes;
}

function diffSecurity(base, head, old, operation, push) {
  const names = (op) => new Set(op.security.flatMap((requirement) => Object.keys(requirement)));
  const before = names(old);
  for (const name of names(operation)) if (!before.has(name)) push('security', `now requires ${name}`, true);
  for (const name of before) if (!names(operation).has(name)) push('security', `no longer requires ${name}`, false);
}

function diffParameters(base, head, old, operation, push) {
  const byKey = (op) =>
    new Map(op.parameters.map((parameter) => [`${parameter.in} parameter ${parameter.name}`, parameter]));
  const before = byKey(old);
  const after = byKey(operation);
  for (const [key, parameter] of after) {
    const previous = before.get(key);
    if (!previous) {
      push(key, parameter.required ? 'new required parameter' : 'new optional parameter', Boolean(parameter.required));
      continue;
    }
    if (!previous.required && parameter.required) push(key, 'newly required', true);
    if (previous.required && !parameter.required) push(key, 'no longer required', false);
    for (const change of diffSchemas({
      base,
      head,
      baseSchema: previous.schema ?? {},
      headSchema: parameter.schema ?? {},
      direction: 'request',
      where: '',
    })) {
      push(key, change.change, change.breaking);
    }
  }
  // The server ignoring a parameter the app still sends breaks nothing on the wire.
  for (const [key] of before) if (!after.has(key)) push(key, 'parameter removed', false);
}

const jsonMedia = (content) => Object.keys(content ?? {});
const bodyPath = (where) => (where ? `body.${where}` : 'body');

function diffRequestBody(base, head, old, operation, push) {
  const a = resolveRef(base, old.operation.requestBody);
  const b = resolveRef(head, operation.operation.requestBody);
  if (!a && !b) return;
  if (!a)
    return push(
      'request body',
      b.required ? 'new required request body' : 'new optional request body',
      Boolean(b.required),
    );
  if (!b) return push('request body', 'request body removed', false);
  if (!a.required && b.required) push('request body', 'request body newly required', true);
  for (const type of jsonMedia(a.content)) {
    if (!(type in (b.content ?? {}))) {
      push('request body', `media type ${type} no longer accepted`, true);
      continue;
    }
    const schemaA = resolveRef(base, a.content[type])?.schema ?? {};
    const schemaB = resolveRef(head, b.content[type])?.schema ?? {};
    for (const change of diffSchemas({
      base,
      head,
      baseSchema: schemaA,
      headSchema: schemaB,
      direction: 'request',
      where: '',
    })) {
      push(`request ${bodyPath(change.where)}`, change.change, change.breaking);
    }
  }
  for (const type of jsonMedia(b.content))
    if (!(type in (a.content ?? {}))) push('request body', `media type ${type} now accepted`, false);
}

function diffResponses(base, head, old, operation, push) {
  const a = old.operation.responses ?? {};
  const b = operation.operation.responses ?? {};
  for (const status of Object.keys(a)) {
    // Losing the success answer breaks every caller; a documented error going away breaks nobody.
    if (!(status in b)) push(`response ${status}`, 'response removed', /^2/.test(status));
  }
  for (const status of Object.keys(b)) {
    if (!(status in a)) {
      push(`response ${status}`, 'new response status', false);
      continue;
    }
    const ra = resolveRef(base, a[status]);
    const rb = resolveRef(head, b[status]);
    for (const type of jsonMedia(ra?.content)) {
      if (!(type in (rb?.content ?? {}))) {
        push(`response ${status}`, `media type ${type} no longer sent`, true);
        continue;
      }
      const schemaA = resolveRef(base, ra.content[type])?.schema ?? {};
      const schemaB = resolveRef(head, rb.content[type])?.schema ?? {};
      for (const change of diffSchemas({
        base,
        head,
        baseSchema: schemaA,
        headSchema: schemaB,
        direction: 'response',
        where: '',
      })) {
        push(`response ${status} ${bodyPath(change.where)}`, change.change, change.breaking);
      }
    }
    for (const type of jsonMedia(rb?.content)) {
      if (!(type in (ra?.content ?? {}))) push(`response ${status}`, `media type ${type} may now be sent`, true);
    }
  }
}

/** A readable list, breaking changes first, grouped by operation. */
export function formatChanges(changes, { title }) {
  if (changes.length === 0) return `${title}\n\nNo changes to the operations.`;
  const lines = [title, ''];
  for (const breaking of [true, false]) {
    const group = changes.filter((change) => change.breaking === breaking);
    if (group.length === 0) continue;
    lines.push(breaking ? `BREAKING (${group.length}):` : `Compatible (${group.length}):`);
    let current = '';
    for (const change of group) {
      if (change.operation !== current) lines.push(`  ${(current = change.operation)}`);
      lines.push(`    ${breaking ? '✗' : '·'} ${change.where}: ${change.change}`);
    }
    lines.push('');
  }
  const breakingCount = changes.filter((change) => change.breaking).length;
  lines.push(`${changes.length} change(s), ${breakingCount} breaking.`);
  return lines.join('\n');
}

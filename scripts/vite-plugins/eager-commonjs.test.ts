import { describe, expect, it } from 'vitest';
import { eagerCommonJs } from './eager-commonjs';
import { buildEntry } from './test-build';

const react = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.body).render(createElement('p', null, 'hi'));
`;

// A parenthesised function where the bundler wrote an arrow: `n((function(e,t){…}))`.
const eagerWrapper = /\(\(function\([\w$,]*\)\{/g;

describe('eager-commonjs, on the installed React', () => {
  it('rewrites the CommonJS wrappers of react, react-dom and scheduler as eager functions', async () => {
    const plugin = eagerCommonJs();
    const [eager, plain] = await Promise.all([buildEntry(react, [plugin]), buildEntry(react, [])]);

    expect(plugin.api.rewrites.wrappers).toBeGreaterThanOrEqual(3);
    expect(eager.code.match(eagerWrapper)?.length).toBe(plugin.api.rewrites.wrappers);
    expect(plain.code.match(eagerWrapper)).toBeNull();
  });
});

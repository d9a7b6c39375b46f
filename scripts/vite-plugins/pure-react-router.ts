import type { Plugin } from 'vite';

/** How many places of react-router's bundle each rewrite changed. */
export interface ReactRouterRewrites {
  /** Top-level forwardRef()/memo() calls marked pure. */
  pure: number;
  /** `X.displayName = "…"` statements removed. */
  displayName: number;
  /** RenderErrorBoundary's contextType moved into its class body (0 or 1). */
  contextType: number;
}

const PURE_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "\w+";$/gm;
const CONTEXT_TYPE_ASSIGNED = /^RenderErrorBoundary\.contextType = RSCRouterContext;$/m;
const BOUNDARY_CLASS = /^var RenderErrorBoundary = class extends React2\.Component \{$/m;

/**
 * The rewrites of one react-router module, and how many places each changed. The contextType moves
 * only when both of its lines are found, so a half-matched upgrade cannot drop it.
 */
function markReactRouter(code: string): { code: string; rewrites: ReactRouterRewrites } {
  const rewrites: ReactRouterRewrites = { pure: 0, displayName: 0, contextType: 0 };
  let marked = code
    .replace(PURE_CALL, (_call, declaration: string, callee: string) => {
      rewrites.pure += 1;
      return `${declaration}/* @__PURE__ */ ${callee}`;
    })
    .replace(DISPLAY_NAME, () => {
      rewrites.displayName += 1;
      return '';
    });
  if (CONTEXT_TYPE_ASSIGNED.test(marked) && BOUNDARY_CLASS.test(marked)) {
    marked = marked
      .replace(CONTEXT_TYPE_ASSIGNED, '')
      .replace(BOUNDARY_CLASS, '$& static contextType = RSCRouterContext;');
    rewrites.contextType = 1;
  }
  return { code: marked, rewrites };
}

/**
 * react-router's bundle wraps some components in forwardRef()/memo() at the top level without a pure
 * annotation, so the bundler keeps them even when nothing imports them. This marks those calls pure,
 * drops `X.displayName = …` and moves RenderErrorBoundary's `contextType` into its class body, without
 * adding or removing lines (the source maps stay right). `api.rewrites` counts what a build changed:
 * pure-react-router.test.ts builds the installed react-router and fails when an upgrade leaves a pattern
 * unmatched. docs/start-path.md, "The react-router patch".
 */
export function pureReactRouterWrappers(): Plugin & { api: { rewrites: ReactRouterRewrites } } {
  const rewrites: ReactRouterRewrites = { pure: 0, displayName: 0, contextType: 0 };
  return {
    name: 'pure-react-router-wrappers',
    apply: 'build',
    api: { rewrites },
    transform: {
      filter: { id: /node_modules\/react-router\/dist\/.*\.mjs$/ },
      handler(code) {
        const marked = markReactRouter(code);
        for (const key of Object.keys(rewrites) as (keyof ReactRouterRewrites)[]) rewrites[key] += marked.rewrites[key];
        return marked.code === code ? null : { code: marked.code, map: null };
      },
    },
  };
}

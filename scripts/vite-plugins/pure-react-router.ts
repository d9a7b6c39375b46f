import type { Plugin } from 'vite';

/**
 * react-router's bundle wraps some components in forwardRef()/memo() at the top level without a
 * pure annotation, so the bundler keeps them, and everything they reach, even when nothing imports
 * them (Link, Form, NavLink, the data router's route rendering): about 5 KiB gzip before the first
 * frame. Marking those calls pure lets unused ones go. Two kinds of statement would still keep them:
 * `X.displayName = …` (a DevTools name, for contexts too) goes, and RenderErrorBoundary's `contextType` moves into its
 * class body (the same static, declared instead of assigned). Lines are not added or removed, so
 * the source maps stay right. After a react-router upgrade an unmatched pattern only costs size.
 */
export function pureReactRouterWrappers(): Plugin {
  return {
    name: 'pure-react-router-wrappers',
    apply: 'build',
    transform: {
      filter: { id: /node_modules\/react-router\/dist\/.*\.mjs$/ },
      handler(code) {
        const marked = code
          .replace(/^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo)\()/gm, '$1/* @__PURE__ */ $2')
          .replace(/^[\w$]+\.displayName = "\w+";$/gm, '')
          .replace(/^RenderErrorBoundary\.contextType = RSCRouterContext;$/m, '')
          .replace(
            /^var RenderErrorBoundary = class extends React2\.Component \{$/m,
            '$& static contextType = RSCRouterContext;',
          );
        return marked === code ? null : { code: marked, map: null };
      },
    },
  };
}

import type { Plugin } from 'vite';

/**
 * react-router's bundle wraps some components in forwardRef()/memo() at the top level without a pure
 * annotation, so the bundler keeps them even when nothing imports them. This marks those calls pure,
 * drops `X.displayName = …` and moves RenderErrorBoundary's `contextType` into its class body, without
 * adding or removing lines (the source maps stay right). After an upgrade an unmatched pattern only
 * costs size. docs/start-path.md, "The react-router patch".
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

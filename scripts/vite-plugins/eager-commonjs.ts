import MagicString from 'magic-string';
import type { Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The wrappers rolldown writes around CommonJS modules: `__commonJS(Min)((exports, module) => { … })`. */
const WRAPPER = /^__commonJS(Min)?$/;

/**
 * The CommonJS wrappers' arrow functions among `node` and the expressions it is made of (not inside
 * functions: rolldown writes the wrappers at a chunk's top level).
 */
function wrapperArrows(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const each of node) wrapperArrows(each, found);
    return found;
  }
  if (!isNode(node)) return found;
  switch (node.type) {
    case 'CallExpression': {
      const callee = node.callee as Node & { name?: string };
      const [first] = node.arguments as Node[];
      if (callee.type === 'Identifier' && WRAPPER.test(callee.name ?? '') && first) {
        const arrow = first.type === 'ParenthesizedExpression' ? (first.expression as Node) : first;
        if (arrow.type === 'ArrowFunctionExpression' && !arrow.async && (arrow.body as Node).type === 'BlockStatement')
          found.push(arrow);
      } else {
        wrapperArrows(node.callee, found);
        wrapperArrows(node.arguments, found);
      }
      return found;
    }
    case 'Program':
      return wrapperArrows(node.body, found);
    case 'VariableDeclaration':
      return wrapperArrows(node.declarations, found);
    case 'VariableDeclarator':
      return wrapperArrows(node.init, found);
    case 'ExpressionStatement':
    case 'ParenthesizedExpression':
      return wrapperArrows(node.expression, found);
    case 'SequenceExpression':
      return wrapperArrows(node.expressions, found);
    case 'AssignmentExpression':
      return wrapperArrows(node.right, found);
    default:
      return found;
  }
}

/**
 * Rewrites rolldown's CommonJS wrappers (React, ReactDOM, the scheduler) from arrow functions, which V8
 * compiles lazily on the main thread when first called, into parenthesised `function`s, which it compiles
 * while the chunk streams in. The wrappers use neither `this` nor `arguments`, so both forms behave the
 * same. docs/start-path.md, "The CommonJS wrappers".
 * `api.rewrites` counts the wrappers a build rewrote: eager-commonjs.test.ts builds the installed React and
 * fails when a bundler upgrade writes them in a form this no longer finds.
 */
export function eagerCommonJs(): Plugin & { api: { rewrites: { wrappers: number } } } {
  const rewrites = { wrappers: 0 };
  return {
    name: 'eager-commonjs',
    apply: 'build',
    api: { rewrites },
    renderChunk(code) {
      if (!code.includes('__commonJS')) return null;
      const arrows = wrapperArrows(this.parse(code));
      if (arrows.length === 0) return null;
      rewrites.wrappers += arrows.length;
      const edited = new MagicString(code);
      for (const arrow of arrows) {
        const params = arrow.params as Node[];
        const list = params.length ? code.slice(params[0]!.start, params.at(-1)!.end) : '';
        edited.overwrite(arrow.start, (arrow.body as Node).start, `function(${list}) `);
      }
      return { code: edited.toString(), map: edited.generateMap({ hires: true }) };
    },
  };
}

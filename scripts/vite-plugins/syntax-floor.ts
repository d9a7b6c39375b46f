import { getLineInfo, parse, type Token } from 'acorn';
import type { Plugin } from 'vite';
import { browserFloor, isAbove, syntaxAboveFloor } from './browser-floor';

export interface SyntaxProblem {
  file: string;
  line: number;
  column: number;
  message: string;
}

const LOOKBEHIND = /(^|[^\\])\(\?<[=!]/;

/** Acorn's tokens carry their value, which its type declarations leave out. */
type ValuedToken = Token & { value?: unknown };
type FeatureName = (typeof syntaxAboveFloor)[number]['name'];

/** The syntax features the floor lacks, by name. */
const above = new Map<FeatureName, (typeof syntaxAboveFloor)[number]>(
  syntaxAboveFloor
    .filter((feature) => isAbove(feature.safari, browserFloor.safari) || isAbove(feature.chrome, browserFloor.chrome))
    .map((feature) => [feature.name, feature]),
);

/**
 * What in `code` a browser at the floor cannot parse or compile: syntax newer than ES2022 (a parse error),
 * a class static block, a lookbehind in a RegExp literal or in a string handed to RegExp(), each when
 * the floor (browser-floor.ts) lacks it. `ecmaVersion` 5 checks a script that must parse everywhere.
 */
export function checkSyntax(
  file: string,
  code: string,
  { sourceType = 'module', ecmaVersion = 2022 }: { sourceType?: 'module' | 'script'; ecmaVersion?: 5 | 2022 } = {},
): SyntaxProblem[] {
  const problems: SyntaxProblem[] = [];
  const report = (offset: number, name: FeatureName) => {
    const feature = above.get(name);
    if (!feature) return;
    const { line, column } = getLineInfo(code, offset);
    problems.push({ file, line, column, message: `${name} (Safari ${feature.safari}+, Chrome ${feature.chrome}+)` });
  };
  // The tokens before the current one: a callback, not a list of every token, and no locations until
  // a problem needs one, keep the check to a parse of each file.
  const recent: ValuedToken[] = [];
  const before = (n: number) => recent[recent.length - n];
  const isRegExpCall = (at: number) => before(at)?.type.label === '(' && before(at + 1)?.value === 'RegExp';
  const onToken = (token: ValuedToken) => {
    const label = token.type.label;
    if (label === '{' && before(1)?.type.label === 'name' && before(1)?.value === 'static')
      report(before(1)!.start, 'a class static initialization block');
    if (label === 'regexp' && LOOKBEHIND.test((token.value as { pattern: string }).pattern))
      report(token.start, 'a RegExp lookbehind assertion');
    // RegExp('(?<=…)'), new RegExp("…") and RegExp(`…`): what a compiler makes of a literal it cannot lower.
    const handedToRegExp =
      (label === 'string' && isRegExpCall(1)) ||
      (label === 'template' && before(1)?.type.label === '`' && isRegExpCall(2));
    if (handedToRegExp && LOOKBEHIND.test(String(token.value))) report(token.start, 'a RegExp lookbehind assertion');
    recent.push(token);
    if (recent.length > 3) recent.shift();
  };
  try {
    parse(code, { ecmaVersion, sourceType, onToken });
  } catch (error) {
    // Acorn's errors carry their place.
    const { line = 0, column = 0 } = (error as { loc?: { line: number; column: number } }).loc ?? {};
    const what = ecmaVersion === 5 ? 'ES5' : 'ES2022';
    return [{ file, line, column, message: `not ${what}: ${(error as Error).message}` }];
  }
  return problems;
}

/**
 * Fails the build when any JavaScript it emits (the app's chunks, the early script, the shell worker)
 * has syntax a browser at the floor cannot run. `es5` names files that must parse in any browser at all
 * (the page a browser below the floor gets).
 */
export function syntaxFloor({ es5 = [] }: { es5?: RegExp[] } = {}): Plugin {
  return {
    name: 'syntax-floor',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const problems: SyntaxProblem[] = [];
        for (const output of Object.values(bundle)) {
          if (!output.fileName.endsWith('.js')) continue;
          const code = output.type === 'chunk' ? output.code : String(output.source);
          const anywhere = es5.some((pattern) => pattern.test(output.fileName));
          problems.push(
            ...checkSyntax(output.fileName, code, {
              sourceType: output.type === 'chunk' ? 'module' : 'script',
              ecmaVersion: anywhere ? 5 : 2022,
            }),
          );
        }
        if (problems.length === 0) return;
        const floor = `Safari/iOS ${browserFloor.safari}, Chrome ${browserFloor.chrome} (scripts/vite-plugins/browser-floor.ts)`;
        this.error(
          `syntax-floor: the build emits JavaScript the support floor cannot run, ${floor}:\n` +
            problems.map((p) => `  ${p.file}:${p.line}:${p.column} ${p.message}`).join('\n'),
        );
      },
    },
  };
}

import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namespaces } from '../../src/shared/i18n/i18n-util';

// A screen's texts from a namespace show only once the namespace has loaded, and it loads only when
// the screen names it (src/app/routes/screens.tsx): a name missing there would show an empty text,
// silently. So the names are read from the code each screen can run, here.

const root = resolve(import.meta.dirname, '../..');
const src = resolve(root, 'src');
const screensFile = resolve(src, 'app/routes/screens.tsx');

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = resolve(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null; // a package
  if (/\.(css|svg|png|json|mp4)(\?.*)?$/.test(specifier)) return null; // not code
  base = base.replace(/\.js$/, '');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  throw new Error(`${relative(root, from)}: cannot resolve ${specifier}`);
}

const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)]
    .map((match) => resolveImport(file, match[1]!))
    .filter((found): found is string => found !== null);

/** Every source file `start` runs, static and lazy imports alike, not entering `stops`. */
function reachable(start: string, stops: ReadonlySet<string> = new Set()): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || stops.has(file)) return;
    seen.add(file);
    importsOf(file).forEach(visit);
  };
  visit(start);
  return seen;
}

const namespaceSet = new Set<string>(namespaces);
function namespacesUsed(files: Iterable<string>): string[] {
  const used = new Set<string>();
  for (const file of files) {
    // Comments may name texts as examples (with-slots.tsx does).
    const code = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
    for (const [, section] of code.matchAll(/\bLL\.(\w+)\b/g)) {
      if (namespaceSet.has(section!)) used.add(section!);
    }
  }
  return [...used].sort();
}

/**
 * The namespaces the code asks for itself, beside a screen's list: a part loaded later (More's
 * sheets, a word said only for some addresses) asks for its own with `requestTexts(['…'])` or waits
 * for them with `useTexts(['…'])`.
 */
function namespacesAskedFor(files: Iterable<string>): string[] {
  const asked = new Set<string>();
  for (const file of files) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/\b(?:requestTexts|useTexts)\(\[([^\]]*)\]/g)) {
      for (const [, name] of list!.matchAll(/'(\w+)'/g)) asked.add(name!);
    }
  }
  return [...asked].sort();
}

/** Each screen of screens.tsx: its module and the namespaces it names. */
const screens = [
  ...readFileSync(screensFile, 'utf8').matchAll(/(\w+): lazyScreen\(\(\) => import\('([^']+)'\)(?:, \[([^\]]*)\])?\)/g),
].map(([, key, specifier, named]) => ({
  key: key!,
  module: resolveImport(screensFile, specifier!)!,
  named: [...(named ?? '').matchAll(/'(\w+)'/g)].map((match) => match[1]!).sort(),
}));

describe('the namespaces each screen names', () => {
  it('reads every screen of the router, some namespaces, and the parts that ask for their own', () => {
    expect(namespacesAskedFor(reachable(screens.find(({ key }) => key === 'home')!.module))).toEqual(['moreMenu']);
    expect(screens.map(({ key }) => key)).toEqual(
      expect.arrayContaining(['home', 'mine', 'login', 'qrCode', 'policy']),
    );
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it.each(screens.map((screen) => [screen.key, screen] as const))(
    '%s names exactly the namespaces its code uses',
    (_key, screen) => {
      const files = reachable(screen.module);
      const asked = namespacesAskedFor(files);
      const used = namespacesUsed(files);
      expect(used.filter((namespace) => !asked.includes(namespace))).toEqual(screen.named);
    },
  );

  it('the app outside its screens uses no namespace (nothing would load it)', () => {
    const app = reachable(resolve(src, 'app/start.tsx'), new Set(screens.map(({ module }) => module)));
    expect(app.size).toBeGreaterThan(20);
    expect(namespacesUsed(app).filter((namespace) => !namespacesAskedFor(app).includes(namespace))).toEqual([]);
  });
});

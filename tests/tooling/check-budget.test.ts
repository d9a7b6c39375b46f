import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkHomeBudget } from '../../scripts/check-budget.mjs';

// A build laid out as vite.config.ts lays it out (the start-chunk groups, the manifest), small enough to
// know by heart which files a first load of the demo link fetches.
const budgetsFile = resolve(import.meta.dirname, '../../bench/budgets.json');
let distDir = '';

const chunk = (name: string, extra: object = {}) => ({ file: `assets/${name}.js`, name, ...extra });

function fakeBuild({ startBytes = 1000, withHome = true } = {}) {
  distDir = mkdtempSync(join(tmpdir(), 'check-budget-'));
  mkdirSync(join(distDir, 'assets'));
  mkdirSync(join(distDir, '.vite'));
  const manifest: Record<string, object> = {
    '_boot.js': chunk('boot', { dynamicImports: ['_start.js'] }),
    '_runtime.js': chunk('runtime'),
    '_start.js': chunk('start', {
      imports: ['_runtime.js', '_boot.js'],
      dynamicImports: ['src/app/routes/mine.tsx', 'src/shared/i18n/en-US/index.ts', '_home.js'],
    }),
    '_shared-by-mine.js': chunk('shared-by-mine'),
    'src/app/routes/mine.tsx': chunk('mine', { isDynamicEntry: true, imports: ['_shared-by-mine.js'] }),
    'src/shared/i18n/en-US/index.ts': chunk('en-US', { isDynamicEntry: true }),
    'src/shared/i18n/th-TH/index.ts': chunk('th-TH', { isDynamicEntry: true }),
    'src/shared/i18n/ko-KR/index.ts': chunk('ko-KR', { isDynamicEntry: true }),
    'src/features/player/components/player-sheets.tsx': chunk('sheets', { isDynamicEntry: true }),
  };
  if (withHome)
    manifest['_home.js'] = chunk('home', {
      imports: ['_runtime.js', '_start.js'],
      dynamicImports: ['src/features/player/components/player-sheets.tsx'],
    });
  writeFileSync(join(distDir, '.vite/manifest.json'), JSON.stringify(manifest));
  writeFileSync(
    join(distDir, 'index.html'),
    '<html><head><script>window.early = 1;</script><title>t</title>' +
      '<script type="module" crossorigin src="/assets/boot.js"></script></head></html>',
  );
  for (const name of ['boot', 'runtime', 'home', 'mine', 'shared-by-mine', 'en-US', 'th-TH', 'ko-KR', 'sheets'])
    writeFileSync(join(distDir, `assets/${name}.js`), `export const ${name.replace(/-/g, '_')} = 1;\n`);
  // Random bytes do not compress: the start chunk's gzip size is about its size.
  writeFileSync(join(distDir, 'assets/start.js'), randomBytes(startBytes));
}

afterEach(() => rmSync(distDir, { recursive: true, force: true }));

describe('the home first-load JS budget, read from a build', () => {
  it('weighs the page scripts (inline too), the start and home chunks, two dictionaries and their static imports', async () => {
    fakeBuild();
    const { verdict, weight } = await checkHomeBudget({ distDir, budgetsFile });
    expect(weight.files.map((file) => file.file.slice(distDir.length + 1)).sort()).toEqual(
      [
        ...['boot', 'en-US', 'home', 'runtime', 'start', 'th-TH'].map((name) => `assets/${name}.js`),
        'index.html#inline-script-1',
      ].sort(),
    );
    expect(weight.files.find((file) => file.file.endsWith('#inline-script-1'))?.raw).toBe('window.early = 1;'.length);
    expect(verdict).toMatchObject({ name: 'Home first-load JS, gzip', ok: true });
  });

  it('fails above the budget of bench/budgets.json, saying by how much', async () => {
    fakeBuild({ startBytes: 130 * 1024 });
    const { verdict, weight } = await checkHomeBudget({ distDir, budgetsFile });
    expect(weight.gzip).toBeGreaterThan(125 * 1024);
    expect(verdict.ok).toBe(false);
    expect(verdict.text).toMatch(/over by \d+(\.\d)? KiB/);
  });

  it('fails when the build no longer has a chunk it expects, instead of weighing less', async () => {
    fakeBuild({ withHome: false });
    await expect(checkHomeBudget({ distDir, budgetsFile })).rejects.toThrow(/0 chunks named home/);
  });
});

import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js's one-way imports (shared → features → app; generated/ only through shared/api),
// checked on a file that does not exist at a real place in src/, so its imports resolve as the app's do.
const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function layerErrors(file: string, code: string, rules = ['import-x/no-restricted-paths']): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? [])
    .filter((message) => rules.includes(message.ruleId ?? ''))
    .map((message) => message.message);
}

const crossFeature = 'A feature does not import another feature';

describe('import layers', () => {
  it.each([
    ['a relative import', "import { userInfoOptions } from '../../wallet/api';\nexport { userInfoOptions };"],
    ['an alias import', "import { userInfoOptions } from '@/features/wallet/api';\nexport { userInfoOptions };"],
    ['a re-export', "export { userInfoOptions } from '../../wallet/api';"],
    ['a dynamic import', "export const load = () => import('../../wallet/api');"],
  ])('a feature importing another feature by %s fails', async (_kind, code) => {
    const errors = await layerErrors('src/features/player/components/layer-probe.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(crossFeature);
  });

  it('shared/ importing a feature or src/app fails, relative or aliased', async () => {
    const errors = await layerErrors(
      'src/shared/utils/layer-probe.ts',
      [
        "export * as player from '../../features/player/api';",
        "export * as session from '@/features/session/api';",
        "export * as client from '../../app/query-client';",
      ].join('\n'),
    );
    expect(errors).toHaveLength(3);
    for (const error of errors) expect(error).toContain('shared/ depends on neither a feature nor src/app');
  });

  it('a feature importing src/app fails', async () => {
    const errors = await layerErrors(
      'src/features/wallet/layer-probe.ts',
      "export * as client from '../../app/query-client';",
    );
    expect(errors).toEqual([expect.stringContaining('Nothing imports from src/app')]);
  });

  it('only shared/api imports generated/', async () => {
    const code = "export type { paths } from '../../../../generated/schema';";
    expect(await layerErrors('src/features/wallet/components/layer-probe.ts', code)).toEqual([
      expect.stringContaining('Only src/shared/api imports generated/'),
    ]);
    expect(await layerErrors('src/shared/utils/layer-probe.ts', "export * from '@generated/operations';")).toHaveLength(
      1,
    );
    expect(
      await layerErrors('src/shared/api/layer-probe.ts', "export * from '../../../generated/operations';"),
    ).toEqual([]);
  });

  it('the allowed directions pass', async () => {
    const feature = [
      "export * as own from '../api';",
      "export * as ownAlias from '@/features/player/api';",
      // src/shared by a relative path (spelled in parts, so the path reads as no citation of a folder outside).
      `export * as shared from '${['..', '..', '..', 'shared', 'utils', 'parse'].join('/')}';`,
      "export * as sharedAlias from '@/shared/utils/parse';",
    ].join('\n');
    expect(await layerErrors('src/features/player/components/layer-probe.ts', feature)).toEqual([]);
    const app = [
      "export * as wallet from '../../features/wallet/api';",
      "export * as player from '@/features/player/api';",
      "export * as shared from '@/shared/utils/parse';",
    ].join('\n');
    expect(await layerErrors('src/app/routes/layer-probe.ts', app)).toEqual([]);
  });

  it('the app importing from an entry\u2019s folder fails, relative or aliased', async () => {
    const code = [
      "export * as prelude from '@/entries/early/prelude';",
      "export * as frame from '../../entries/page/first-frame';",
    ].join('\n');
    for (const file of [
      'src/app/routes/layer-probe.ts',
      'src/features/player/layer-probe.ts',
      'src/shared/utils/layer-probe.ts',
    ]) {
      const errors = await layerErrors(file, code);
      expect(errors).toHaveLength(2);
      for (const error of errors) expect(error).toContain('The app imports nothing from src/entries/');
    }
  });

  it('each entry imports only what its list allows', async () => {
    expect(await layerErrors('src/entries/floor/layer-probe.ts', "export * from '@/shared/utils/parse';")).toEqual([
      expect.stringContaining('The floor scripts are ES5'),
    ]);
    expect(await layerErrors('src/entries/floor/layer-probe.ts', "export * from './check-floor';")).toEqual([]);
    expect(await layerErrors('src/entries/shell-worker/layer-probe.ts', "export * from '@/app/start';")).toHaveLength(
      1,
    );
    expect(await layerErrors('src/entries/early/layer-probe.ts', "export * from '@/shared/api/client';")).toEqual([
      expect.stringContaining('The early script'),
    ]);
    const early = ["export * from '@/shared/utils/parse';", "export * from './prelude';"].join('\n');
    expect(await layerErrors('src/entries/early/layer-probe.ts', early)).toEqual([]);
    expect(await layerErrors('src/entries/page/layer-probe.ts', "export * from '@/features/player/api';")).toEqual([
      expect.stringContaining("The page's entry"),
    ]);
  });

  it('an entry imports no package', async () => {
    const rules = ['no-restricted-imports'];
    for (const entry of ['early', 'page', 'floor', 'shell-worker']) {
      const file = `src/entries/${entry}/layer-probe.ts`;
      expect(await layerErrors(file, "export * from 'react';", rules)).toHaveLength(1);
      expect(await layerErrors(file, "export * from '@tanstack/react-query';", rules)).toHaveLength(1);
      expect(await layerErrors(file, "export * from './own';", rules)).toEqual([]);
    }
    // Its tests are not built into it.
    expect(await layerErrors('src/entries/early/layer-probe.test.ts', "export * from 'vitest';", rules)).toEqual([]);
  });

  it('the page\u2019s entry imports the app by import() only', async () => {
    const rules = ['no-restricted-syntax', 'import-x/no-restricted-paths'];
    const file = 'src/entries/page/layer-probe.ts';
    expect(await layerErrors(file, "import { startApp } from '@/app/start';\nstartApp();", rules)).toEqual([
      expect.stringContaining('import()'),
    ]);
    expect(await layerErrors(file, "export const load = () => import('@/app/start');", rules)).toEqual([]);
  });
});

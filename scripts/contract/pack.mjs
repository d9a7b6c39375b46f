#!/usr/bin/env node
// npm run kit:pack [-- --out DIR]
//
// Packs contract:verify as an npm package a backend team installs without this repository:
// `npm install ./short-drama-contract-kit-<version>.tgz`, then `npx contract-verify --base-url URL`.
// The kit and its libraries (Ajv, ajv-formats, json-schema-faker) are bundled into one file by
// Vite, so the package has no dependencies and installs offline; it carries the contract it was
// built with (openapi.json, the default --contract). Writes DIR/<name>-<version>.tgz (default
// dist-kit/) and prints its path. The other tools (proxy, api:diff, api:docs) need the repository
// and are not packed.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const PACKAGE_NAME = 'short-drama-contract-kit';

const BIN = `#!/usr/bin/env node
// contract-verify: checks a server against the contract (see --help). Without --contract it uses
// the contract this kit was packed with, openapi.json beside this folder.
import { fileURLToPath } from 'node:url';

const given = process.argv.some((arg) => arg === '--contract' || arg.startsWith('--contract='));
if (!given) process.argv.push('--contract', fileURLToPath(new URL('../openapi.json', import.meta.url)));
await import('../lib/verify.mjs');
`;

const readme = (contract) => `# ${PACKAGE_NAME}

The conformance kit of the short drama player's API contract (${contract.info?.title} ${contract.info?.version}),
packed from the front-end repository: it calls every operation of the contract on your server and checks
each answer and the server's behaviour. No dependencies; Node ${'>='}20.19.

\`\`\`sh
npm install ./${PACKAGE_NAME}-<version>.tgz
npx contract-verify --base-url https://h5.staging.example.com --json contract.json --junit contract.xml
npx contract-verify --base-url https://h5.staging.example.com --baseline contract-baseline.json
npx contract-verify --replay contract.json          # the failing requests again: which still fail
npx contract-verify --help                          # every option
\`\`\`

\`--contract FILE\` checks against another copy of the contract (default: \`openapi.json\` in this package).
Exit codes: 0 conforms; 1 violations (or an expired baseline entry); 2 nothing failed but some checks
could not be made (unreachable, rate limited, skipped, or no call succeeded at all); 3 usage error.
The front-end repository's docs/backend.md describes every check.
`;

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'dist-kit' } } });
  const out = resolve(root, values.out);
  const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const contract = JSON.parse(readFileSync(join(root, 'generated/openapi.json'), 'utf8'));
  const stage = mkdtempSync(join(tmpdir(), 'contract-kit-'));
  try {
    await build({
      configFile: false,
      root,
      logLevel: 'warn',
      publicDir: false,
      // Everything in one file: the package needs nothing from a registry.
      ssr: { noExternal: true, target: 'node' },
      build: {
        ssr: 'scripts/contract/verify.mjs',
        outDir: join(stage, 'lib'),
        emptyOutDir: true,
        minify: false,
        target: 'node20',
        rollupOptions: { output: { format: 'es', entryFileNames: 'verify.mjs', codeSplitting: false } },
      },
    });
    mkdirSync(join(stage, 'bin'));
    writeFileSync(join(stage, 'bin/contract-verify.mjs'), BIN);
    chmodSync(join(stage, 'bin/contract-verify.mjs'), 0o755);
    copyFileSync(join(root, 'generated/openapi.json'), join(stage, 'openapi.json'));
    writeFileSync(join(stage, 'README.md'), readme(contract));
    const manifest = {
      name: PACKAGE_NAME,
      version: own.version,
      description: `Checks a server against the contract "${contract.info?.title}" ${contract.info?.version}.`,
      private: true,
      type: 'module',
      license: 'UNLICENSED',
      engines: own.engines,
      bin: { 'contract-verify': 'bin/contract-verify.mjs' },
      files: ['bin', 'lib', 'openapi.json', 'README.md'],
    };
    writeFileSync(join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    mkdirSync(out, { recursive: true });
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const [packed] = JSON.parse(
      execFileSync(npm, ['pack', '--json', '--pack-destination', out], { cwd: stage, encoding: 'utf8' }),
    );
    console.log(join(out, packed.filename));
  } finally {
    rmSync(stage, { recursive: true, force: true });
  }
}

await main();

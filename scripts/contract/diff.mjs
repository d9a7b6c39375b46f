#!/usr/bin/env node
// npm run api:diff -- --base REF [--head REF] [--json FILE]
//
// Lists the changes to the contract (openapi/) between a git ref and the working tree (or a second
// ref), marks the breaking ones and exits 1 when there is any. Exit 0: nothing breaking; 2: error.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { diffContracts, formatChanges } from './lib/contract-diff.mjs';
import { bundleAtRef, bundleWorkingTree } from './lib/git-contract.mjs';

const USAGE = `Usage: npm run api:diff -- --base REF [--head REF] [--json FILE]

  --base REF    the git ref to compare from: main, origin/main, v1.2.0, HEAD~1, a commit id (required)
  --head REF    the git ref to compare to (default: the working tree, uncommitted edits included)
  --json FILE   also write the changes as JSON
  --root DIR    the repository (default: the current folder)

Exit: 0 no breaking change; 1 at least one breaking change; 2 error (unknown ref, bundling failed).`;

function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        base: { type: 'string' },
        head: { type: 'string' },
        json: { type: 'string' },
        root: { type: 'string', default: process.cwd() },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    console.error(`api:diff: ${error instanceof Error ? error.message : error}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (!values.base) {
    console.error(`api:diff: --base is required\n\n${USAGE}`);
    return 2;
  }
  const root = resolve(values.root);
  try {
    const base = bundleAtRef(root, values.base);
    const head = values.head ? bundleAtRef(root, values.head) : bundleWorkingTree(root);
    const changes = diffContracts(base.document, head.document);
    console.log(formatChanges(changes, { title: `Contract changes from ${base.label} to ${head.label}` }));
    if (values.json) {
      writeFileSync(
        resolve(values.json),
        `${JSON.stringify({ base: base.label, head: head.label, changes }, null, 2)}\n`,
      );
    }
    return changes.some((change) => change.breaking) ? 1 : 0;
  } catch (error) {
    console.error(`api:diff: ${error instanceof Error ? error.message : error}`);
    return 2;
  }
}

process.exitCode = main();

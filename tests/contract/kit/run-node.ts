// Runs one of the kit's command-line tools the way `npm run` does and returns what a caller gets.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

export interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

export function runNode(
  script: string,
  args: string[],
  options: { cwd?: string; timeoutMs?: number } = {},
): Promise<Run> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      [script, ...args],
      {
        cwd: options.cwd ?? process.cwd(),
        timeout: options.timeoutMs ?? 60_000,
        env: { ...process.env, NO_COLOR: '1' },
      },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? -1 : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

/** One row of contract:verify's JSON report: a check of an operation. */
interface ReportRow {
  operationId: string;
  check: string;
  result: 'pass' | 'violation' | 'unreachable' | 'skipped' | 'not-checkable' | 'known';
  status?: number;
  reason?: string;
  violations: { path: string; message: string }[];
}

/** contract:verify's JSON report, as far as the tests read it. */
export interface VerifyReport {
  behaviour: { enabled: boolean; deep: boolean; seed?: number; mock: boolean };
  summary: {
    operations: number;
    passed: number;
    withViolations: number;
    violations: number;
    unreachable: number;
    notCheckable: number;
    exitCode: number;
  };
  results: ReportRow[];
}

/** Runs contract:verify against `baseUrl`, writing its JSON report to `json`, and reads that report. */
export async function runVerify(
  baseUrl: string,
  json: string,
  args: string[] = [],
  options: { timeoutMs?: number } = {},
): Promise<{ run: Run; report: VerifyReport }> {
  const run = await runNode('scripts/contract/verify.mjs', ['--base-url', baseUrl, '--json', json, ...args], options);
  if (!existsSync(json)) {
    // Say what verify said, not only that a file is missing.
    throw new Error(`contract:verify wrote no report (exit ${run.code}):\n${run.stderr}\n${run.stdout}`.trim());
  }
  return { run, report: JSON.parse(readFileSync(json, 'utf8')) as VerifyReport };
}

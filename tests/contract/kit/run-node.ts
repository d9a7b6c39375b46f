// Runs one of the kit's command-line tools the way `npm run` does and returns what a caller gets.
import { execFile } from 'node:child_process';

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

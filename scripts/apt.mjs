// Installing the Debian packages a test's tools need (WebKit, nginx): only as root on Debian, where
// apt can do it without asking; elsewhere the callers name the command to run instead.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Whether this process may install with apt: root on Debian. */
export const isDebianRoot = () =>
  typeof process.getuid === 'function' && process.getuid() === 0 && existsSync('/etc/debian_version');

/** apt-get update, then installs `packages` without questions, apt's output on this terminal. */
export function aptInstall(packages) {
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

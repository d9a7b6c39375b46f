// Debian's nginx for the deploy tests: found (or installed when root on Debian), then started on a
// free port with the committed configuration (deploy/nginx) rendered for the run, as a non-root
// process whose prefix, pid, logs and temp files all live in a directory of its own.
//
//   const nginx = await startNginx({ root: '/abs/build', apiUpstream: prism.url, mediaDir });
//   … nginx.url …
//   await nginx.stop();
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { aptInstall, isDebianRoot } from '../apt.mjs';
import { freePort } from '../servers.mjs';
import { brotliModules, renderSite } from './render-nginx.mjs';

const HOST = '127.0.0.1';
const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const DEBIAN_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-brotli-filter'];
const INSTALL_COMMAND = `apt-get install -y ${DEBIAN_PACKAGES.join(' ')}`;
/** Nobody's ids: when we are root, nginx still runs as a plain user. */
const NOBODY = 65534;

/** The nginx binary, or null. Never installs anything. */
export function locateNginx() {
  if (process.env.NGINX_PATH) return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** The nginx binary; installs Debian's package when root on Debian, else says how and exits. */
export function findNginx() {
  const found = locateNginx();
  if (found) return found;
  if (process.env.NGINX_PATH) {
    console.error(`NGINX_PATH is set to ${process.env.NGINX_PATH}, which does not exist.`);
    process.exit(1);
  }
  if (isDebianRoot()) {
    console.log(`No nginx found: installing Debian's nginx (${INSTALL_COMMAND})…`);
    aptInstall(DEBIAN_PACKAGES);
    const installed = locateNginx();
    if (installed) return installed;
  }
  console.error(
    'The deploy tests need nginx, and none was found. Install it, then run them again:\n' +
      `  sudo ${INSTALL_COMMAND}      (Debian/Ubuntu; the brotli modules are optional)\n` +
      'or point NGINX_PATH at an nginx binary.',
  );
  process.exit(1);
}

/** The test-only location for the demo clips, which `vite preview` serves through a plugin instead. */
function demoMediaLocation(mediaDir) {
  return `# Test only: the demo clips the Prism examples point at (/demo-media/…).
location ^~ /demo-media/ {
    alias ${mediaDir}/;
    types {
        video/mp4 mp4;
        video/iso.segment m4s;
        application/vnd.apple.mpegurl m3u8;
        image/jpeg jpg;
    }
}`;
}

function mainConfig(dir, siteFile) {
  const modules = brotliModules() ?? [];
  return `# Rendered by scripts/deploy/nginx.mjs for one test run; the site itself is deploy/nginx.
${modules.map((file) => `load_module ${file};`).join('\n')}
worker_processes 1;
error_log ${dir}/error.log warn;
events {
    worker_connections 256;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    sendfile on;
    tcp_nopush on;
    access_log ${dir}/access.log;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;
    include ${siteFile};
}
`;
}

function chownTree(path, id) {
  chownSync(path, id, id);
  if (statSync(path).isDirectory()) for (const entry of readdirSync(path)) chownTree(join(path, entry), id);
}

const delay = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * nginx serving `root` (an absolute directory, or a symlink to one) on a free port, proxying /h5 and
 * /tt to `apiUpstream`, and serving `mediaDir` under /demo-media/ when given.
 * @param {{ root: string, apiUpstream?: string, mediaDir?: string, mediaOrigins?: string, port?: number }} options
 */
export async function startNginx({ root, apiUpstream = '', mediaDir, mediaOrigins = '', port = 0 }) {
  const binary = findNginx();
  const chosen = await freePort(port);
  const dir = mkdtempSync(join(tmpdir(), 'short-drama-nginx-'));
  const siteFile = join(dir, 'short-drama.conf');
  const confFile = join(dir, 'nginx.conf');
  writeFileSync(
    siteFile,
    renderSite(
      { APP_ROOT: resolve(root), LISTEN: `${HOST}:${chosen}`, API_UPSTREAM: apiUpstream, MEDIA_ORIGINS: mediaOrigins },
      { extra: mediaDir ? demoMediaLocation(resolve(mediaDir)) : '' },
    ),
  );
  writeFileSync(confFile, mainConfig(dir, siteFile));
  mkdirSync(join(dir, 'tmp'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownTree(dir, NOBODY);

  const args = ['-p', `${dir}/`, '-c', confFile, '-e', `${dir}/error.log`, '-g', `daemon off; pid ${dir}/nginx.pid;`];
  const child = spawn(binary, args, {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(asRoot ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output = (output + chunk.toString()).slice(-4_000)));
  const exited = new Promise((done) => child.once('exit', done));

  const url = `http://${HOST}:${chosen}`;
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(forced);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = existsSync(`${dir}/error.log`) ? execFileSync('tail', ['-20', `${dir}/error.log`]).toString() : '';
      await stop();
      throw new Error(`nginx exited (code ${child.exitCode}) before answering:\n${output}${log}`);
    }
    try {
      await fetch(`${url}/index.html`, { signal: AbortSignal.timeout(1_000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer on ${url} within 20 s:\n${output}`);
      }
      await delay(100);
    }
  }
  return { url, port: chosen, dir, pid: child.pid, stop };
}

// Finds what the WebKit tests and the bench's WebKit runs need, installing it when missing, like
// find-chromium.mjs does for Chromium: Debian's WebKitGTK WebDriver server (WebKitWebDriver), the
// MiniBrowser it drives, Xvfb (MiniBrowser needs a display) and the GStreamer plugins that play the
// demo's H.264 MP4 and HLS. Installed with apt when root on Debian; elsewhere it stops naming the command.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { aptInstall, isDebianRoot } from '../apt.mjs';

/** The Debian packages, and why each is there. */
const webkitPackages = [
  'webkit2gtk-driver', // WebKitWebDriver, and libwebkit2gtk-4.1-0 with its MiniBrowser
  'xvfb', // a display for MiniBrowser
  'gstreamer1.0-plugins-good', // MP4 demuxing
  'gstreamer1.0-plugins-bad', // HLS
  'gstreamer1.0-libav', // H.264 and AAC decoding
];

const BROWSER_DIRS = ['/usr/lib', '/usr/libexec'];

/** WebKitGTK's MiniBrowser (`/usr/lib/<arch>/webkit2gtk-4.1/MiniBrowser` on Debian), or null. */
function locateMiniBrowser() {
  for (const base of BROWSER_DIRS) {
    const direct = `${base}/webkit2gtk-4.1/MiniBrowser`;
    if (existsSync(direct)) return direct;
    let entries;
    try {
      entries = readdirSync(base);
    } catch {
      continue;
    }
    for (const entry of entries) {
      const candidate = `${base}/${entry}/webkit2gtk-4.1/MiniBrowser`;
      if (existsSync(candidate)) return candidate;
    }
  }
  return null;
}

function onPath(command) {
  return (spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout ?? '').trim() || null;
}

function missingPackages() {
  const query = spawnSync('dpkg-query', ['-W', '-f', '${Package} ${Status}\n', ...webkitPackages], {
    encoding: 'utf8',
  });
  const installed = new Set(
    (query.stdout ?? '')
      .split('\n')
      .filter((line) => line.endsWith('install ok installed'))
      .map((line) => line.split(' ')[0]),
  );
  return webkitPackages.filter((name) => !installed.has(name));
}

/** { driver, browser, xvfb } paths, or null when one of them is missing. Never installs anything. */
function locateWebKit() {
  const driver = onPath('WebKitWebDriver');
  const browser = locateMiniBrowser();
  const xvfb = onPath('Xvfb');
  return driver && browser && xvfb ? { driver, browser, xvfb } : null;
}

/**
 * The paths; installs the packages when something is missing (root on Debian), or else stops naming the
 * command to run. `required: false` (the bench) returns null instead of stopping.
 */
export function findWebKit({ required = true } = {}) {
  const debianRoot = isDebianRoot();
  // On Debian the media plugins count too: without them the browser starts but plays nothing.
  const missing = existsSync('/etc/debian_version') ? missingPackages() : [];
  const found = locateWebKit();
  if (found && missing.length === 0) return found;
  if (debianRoot) {
    const packages = missing.length ? missing : webkitPackages;
    console.log(`WebKit: installing Debian's ${packages.join(' ')} (apt-get install -y)…`);
    aptInstall(packages);
    const installed = locateWebKit();
    if (installed) return installed;
  } else if (found) {
    console.warn(`WebKit: ${missing.join(', ')} not installed: videos may not play.`);
    return found;
  }
  const message =
    "WebKit: WebKitGTK's WebDriver server, its MiniBrowser or Xvfb could not be found or installed. Install them, then run again:\n" +
    `  sudo apt-get install -y ${webkitPackages.join(' ')}   (Debian/Ubuntu)`;
  if (!required) {
    console.warn(message);
    return null;
  }
  console.error(message);
  process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) console.log(findWebKit());

import { createHash } from 'node:crypto';
import type { Plugin, ResolvedConfig } from 'vite';
import { browserFloor } from './browser-floor';
import { buildClassicScript } from './classic-script';

/**
 * Builds the floor check (src/entries/floor.ts: a browser below the support floor gets a short page in its
 * language instead of the player) as a classic script in ES5, and puts it on the page as the first
 * deferred script: it runs after the document is parsed and before the app's entry module, and holds
 * back neither the first paint nor the early script. syntax-floor.ts checks that it is ES5.
 */
export function floorPage({ entry }: { entry: string }): Plugin {
  let config: ResolvedConfig;
  let fileName: string | null = null;
  return {
    name: 'floor-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      // Not minified: the minifier writes for the app's target; as written, the source is ES5 already.
      const code = await buildClassicScript(
        config,
        entry,
        { __FLOOR_IOS__: JSON.stringify(browserFloor.safari) },
        { target: 'es2015', minify: false },
      );
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `${config.build.assetsDir}/floor-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!fileName) throw new Error('floor-page: the floor script was not built');
        const title = html.indexOf('<title>');
        if (title < 0) throw new Error('floor-page: index.html has no <title>');
        return `${html.slice(0, title)}<script defer src="/${fileName}"></script>\n    ${html.slice(title)}`;
      },
    },
  };
}

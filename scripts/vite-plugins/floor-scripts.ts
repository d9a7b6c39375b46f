import type { Plugin, ResolvedConfig } from 'vite';
import { browserFloor } from './browser-floor';
import { buildClassicScript, buildConstants, emitHashed, insertBeforeTitle } from './classic-script';

export interface FloorScriptsOptions {
  /** The check every visitor runs (src/entries/floor/floor.ts). */
  check: string;
  /** The page a browser below the floor gets (src/entries/floor/floor-page.ts), loaded by the check. */
  page: string;
}

/** The file names the two scripts are emitted under: syntax-floor.ts checks these are ES5. */
export const floorScriptFiles = /\/floor(-page)?-[\w-]+\.js$/;

/**
 * Builds the support floor's two classic scripts in ES5 (docs/browsers.md): the check, put on the page as
 * its first deferred script (it runs once the document is parsed, before the app's entry module, and
 * holds back neither the first paint nor the early script), and the page it loads below the floor, which
 * is all its texts. Written in ES5 and built as such (buildClassicScript's es5); syntax-floor.ts checks it.
 */
export function floorScripts({ check, page }: FloorScriptsOptions): Plugin {
  let config: ResolvedConfig;
  let checkFile: string | null = null;
  return {
    name: 'floor-scripts',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle() {
      const emit = (name: string, code: string) => emitHashed(this, config.build.assetsDir, name, code);
      const es5 = { es5: true };
      const pageFile = emit(
        'floor-page',
        await buildClassicScript(config, page, buildConstants({ __FLOOR_IOS__: browserFloor.safari }), es5),
      );
      checkFile = emit(
        'floor',
        await buildClassicScript(config, check, buildConstants({ __FLOOR_PAGE__: `/${pageFile}` }), es5),
      );
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!checkFile) throw new Error('floor-scripts: the floor check was not built');
        return insertBeforeTitle(html, `<script defer src="/${checkFile}"></script>`, 'floor-scripts');
      },
    },
  };
}

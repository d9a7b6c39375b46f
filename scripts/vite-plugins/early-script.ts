import { createHash } from 'node:crypto';
import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { buildClassicScript } from './classic-script';

export interface EarlyScriptOptions {
  /** The script (src/early.ts): it asks for the drama info and starts the first episode. */
  entry: string;
  /** Where each locale's dictionary is (<dir><locale>/index.ts); the early script preloads the drama's. */
  dictionaryDir: string;
}

/**
 * Builds the early script as one self-contained classic script and puts it on the page ahead of the app.
 *
 * Why not a module like the rest: a module the app's entry also imports is evaluated with the app's whole
 * module graph, so on a return visit (everything cached) it ran only once React and the player had been
 * loaded and compiled, some 400 ms on a slow phone. A classic script runs the moment it is read, whatever
 * else is loading. What it shares with the app (storage, the player's resume rules, the prelude)
 * is compiled into it a second time, a few KiB; the two copies meet through window properties
 * (shared/api/early-request.ts, features/player/prelude/prelude.ts).
 *
 * The dictionaries are the app's own chunks, whose names only exist once the app is bundled: they are
 * handed to the script as __EARLY_DICTIONARY_FILES__.
 */
export function earlyScript({ entry, dictionaryDir }: EarlyScriptOptions): Plugin {
  let config: ResolvedConfig;
  let fileName: string | null = null;
  return {
    name: 'early-script',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'pre',
      async handler(_options, bundle) {
        const files = dictionaryFiles(bundle, dictionaryDir);
        const code = withEagerCompileHint(
          await buildClassicScript(config, entry, { __EARLY_DICTIONARY_FILES__: JSON.stringify(files) }),
        );
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
        fileName = `${config.build.assetsDir}/early-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source: code });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!fileName) throw new Error('early-script: the early script was not built');
        // Parser-blocking, at the top of the head: it is fetched first and, on a return visit (from the cache),
        // runs the moment the page starts, before the stylesheets, the app and any other task. On a first
        // visit it holds the splash back for the one small file, fetched beside the stylesheet, which does too.
        const title = html.indexOf('<title>');
        if (title < 0) throw new Error('early-script: index.html has no <title>');
        return `${html.slice(0, title)}<script src="/${fileName}"></script>\n    ${html.slice(title)}`;
      },
    },
  };
}

/**
 * V8's explicit compile hint (Chromium 136+; other browsers read a comment): compile every function of the
 * script with the script, in one pass. Nearly all of it runs at once, and compiled lazily each function is
 * parsed twice (a pre-parse, then again on its first call) on a main thread the starting video waits for.
 * Traced at 4x CPU (README, Performance): the script's evaluation 38-47 -> 26-28 ms.
 */
function withEagerCompileHint(code: string): string {
  return `//# allFunctionsCalledOnLoad\n${code}`;
}

/** Each locale's dictionary chunk, by locale: the files the app's i18n loader imports. */
function dictionaryFiles(bundle: Rolldown.OutputBundle, dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.facadeModuleId) continue;
    const at = output.facadeModuleId.lastIndexOf(dir);
    const locale = at >= 0 && /^([\w-]+)\/index\.ts$/.exec(output.facadeModuleId.slice(at + dir.length))?.[1];
    if (locale) files[locale] = `/${output.fileName}`;
  }
  if (Object.keys(files).length === 0) throw new Error(`early-script: no dictionary chunks under ${dir}`);
  return files;
}

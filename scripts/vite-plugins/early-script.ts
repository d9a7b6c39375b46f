import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { buildClassicScript, buildConstants, emitHashed, insertBeforeTitle } from './classic-script';

export interface EarlyScriptOptions {
  /** The script (src/entries/early/early.ts): it asks for the drama info and starts the first episode. */
  entry: string;
  /** Where each locale's dictionary is (<dir><locale>/index.ts); the early script preloads the drama's. */
  dictionaryDir: string;
}

/**
 * Builds the early script as one self-contained classic script and puts it on the page ahead of the app:
 * a classic script runs the moment it is read, a module only with the app's module graph. What it shares
 * with the app is compiled into it a second time; the two copies meet through window properties.
 * docs/start-path.md, "The early script".
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
          await buildClassicScript(config, entry, buildConstants({ __EARLY_DICTIONARY_FILES__: files })),
        );
        fileName = emitHashed(this, config.build.assetsDir, 'early', code);
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!fileName) throw new Error('early-script: the early script was not built');
        // Parser-blocking, at the top of the head: it is fetched first and, on a return visit (from the cache),
        // runs the moment the page starts, before the stylesheets, the app and any other task. On a first
        // visit it holds the splash back for the one small file, fetched beside the stylesheet, which does too.
        return insertBeforeTitle(html, `<script src="/${fileName}"></script>`, 'early-script');
      },
    },
  };
}

/**
 * V8's explicit compile hint (Chromium 136+; other browsers read a comment): compile every function of the
 * script with the script, in one pass, since nearly all of it runs at once. docs/start-path.md, "The compile hint".
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

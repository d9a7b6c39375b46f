import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { withScriptPolicy } from '../page-script-policy.mjs';
import { buildClassicScript, buildConstants, insertBeforeTitle } from './classic-script';
import { checkSyntax } from './syntax-floor';

export interface EarlyScriptOptions {
  /** The script (src/entries/early/early.ts): it asks for the drama info and starts the first episode. */
  entry: string;
  /** Where each locale's dictionary is (<dir><locale>/index.ts); the early script preloads the drama's. */
  dictionaryDir: string;
}

/**
 * Builds the early script as one self-contained classic script and puts it on the page, inline, ahead of the
 * app: a classic script runs the moment it is read, a module only with the app's module graph, and inline it
 * costs no request of its own (a round trip before the drama call on a first visit). What it shares with the
 * app is compiled into it a second time; the two copies meet through window properties. The page gets its own
 * script policy naming the script's hash (scripts/page-script-policy.mjs). docs/start-path.md, "The early script".
 *
 * The dictionaries are the app's own chunks, whose names only exist once the app is bundled: they are
 * handed to the script as __EARLY_DICTIONARY_FILES__.
 */
export function earlyScript({ entry, dictionaryDir }: EarlyScriptOptions): Plugin {
  let config: ResolvedConfig;
  let code: string | null = null;
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
        const built = withEagerCompileHint(
          await buildClassicScript(config, entry, buildConstants({ __EARLY_DICTIONARY_FILES__: files })),
        );
        // Inline, it is no output of the bundle for syntax-floor.ts to check: checked here.
        const problems = checkSyntax('the early script', built, { sourceType: 'script' });
        if (problems.length > 0)
          this.error(`early-script: ${problems.map((p) => `${p.line}:${p.column} ${p.message}`).join('; ')}`);
        // Either would end or derail the <script> element early.
        if (/<\/script|<!--/i.test(built)) this.error('early-script: the script holds "</script" or "<!--"');
        code = built;
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (code === null) throw new Error('early-script: the early script was not built');
        // At the top of the head: it runs the moment the page starts, before the stylesheets, the app and any
        // other task, on a first visit as on a return.
        // Built for assets on a CDN (an absolute base), the page's policy lets that origin's scripts in too.
        const cdn = /^https?:\/\//.test(config.base) ? [new URL(config.base).origin] : [];
        return withScriptPolicy(insertBeforeTitle(html, `<script>${code}</script>`, 'early-script'), cdn);
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

import { createHash } from 'node:crypto';
import { build, type ResolvedConfig, type Rolldown } from 'vite';
import type { BuildConstants } from '../../src/shared/hand-over';

/** `values` as `define` takes them (JSON), named and typed as the programs read them (src/shared/hand-over.ts). */
export function buildConstants(values: Partial<BuildConstants>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, JSON.stringify(value)]));
}

/**
 * Builds `entry` on its own, with the app's aliases, environment and target, into one self-contained,
 * minified classic script (an IIFE) and returns its code: for what must not be one of the app's modules
 * (the early script, the shell worker, the floor scripts). `es5` gives a script for any browser at all:
 * not minified (Oxc's minifier writes template literals), comments stripped.
 */
export async function buildClassicScript(
  app: ResolvedConfig,
  entry: string,
  define: Record<string, string> = {},
  { es5 = false }: { es5?: boolean } = {},
): Promise<string> {
  const result = await build({
    configFile: false,
    root: app.root,
    mode: app.mode,
    envDir: app.envDir,
    envPrefix: app.envPrefix,
    logLevel: 'warn',
    resolve: { alias: app.resolve.alias },
    define,
    build: {
      write: false,
      target: es5 ? 'es2015' : app.build.target,
      minify: !es5,
      sourcemap: false,
      copyPublicDir: false,
      lib: { entry, formats: ['iife'], name: 'classicScript', fileName: () => 'script.js' },
      // Not minified, so without comments: neither the source's nor the module paths rolldown writes before each.
      ...(es5 && { rolldownOptions: { output: { comments: false }, experimental: { attachDebugInfo: 'none' } } }),
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []));
  const chunks = outputs.filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${entry}: expected one file, got ${chunks.length}`);
  return chunks[0]!.code;
}

/** Emits `code` as the asset `<assetsDir>/<name>-<hash of the code>.js` and returns its file name. */
export function emitHashed(
  context: Pick<Rolldown.PluginContext, 'emitFile'>,
  assetsDir: string,
  name: string,
  code: string,
): string {
  const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
  const fileName = `${assetsDir}/${name}-${hash}.js`;
  context.emitFile({ type: 'asset', fileName, source: code });
  return fileName;
}

/** The page with `tag` on a line of its own just before its <title>. */
export function insertBeforeTitle(html: string, tag: string, pluginName: string): string {
  const title = html.indexOf('<title>');
  if (title < 0) throw new Error(`${pluginName}: index.html has no <title>`);
  return `${html.slice(0, title)}${tag}\n    ${html.slice(title)}`;
}

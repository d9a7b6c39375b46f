import { build, type ResolvedConfig, type Rolldown } from 'vite';

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
      ...(es5 && { rolldownOptions: { output: { comments: false } } }),
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []));
  const chunks = outputs.filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${entry}: expected one file, got ${chunks.length}`);
  return chunks[0]!.code;
}

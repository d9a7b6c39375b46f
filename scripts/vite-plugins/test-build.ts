import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rolldown } from 'vite';
import { buildTarget } from './browser-floor';

/**
 * Builds `code` as the app's one entry would be (production, minified, the app's target) with `plugins`,
 * from the installed packages, in memory. For the build plugins' tests: their patterns meet the real
 * libraries only in a build.
 */
export async function buildEntry(code: string, plugins: Plugin[]): Promise<{ code: string; gzip: number }> {
  const entry: Plugin = {
    name: 'test-entry',
    resolveId: (id) => (id === 'test-entry' ? '\0test-entry' : null),
    load: (id) => (id === '\0test-entry' ? code : null),
  };
  const result = await build({
    configFile: false,
    root: new URL('../..', import.meta.url).pathname,
    mode: 'production',
    logLevel: 'silent',
    plugins: [entry, ...plugins],
    // As in the app's build, whatever NODE_ENV the test runner set: React's production files.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: buildTarget,
      minify: true,
      sourcemap: false,
      copyPublicDir: false,
      rolldownOptions: { input: 'test-entry', output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((each) => ('output' in each ? each.output : []));
  const chunks = outputs.filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const all = chunks.map((chunk) => chunk.code).join('\n');
  return { code: all, gzip: gzipSync(all, { level: 9 }).length };
}

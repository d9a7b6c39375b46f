// One Prism for every contract test file: each file used to start its own, and each start loads and
// compiles the whole contract again (docs/performance.md#how-long-the-tests-take). Prism keeps no state
// between calls, so the files can share it, side by side. A file reads its address with `inject('prismUrl')`.
import type { TestProject } from 'vitest/node';
import { startPrism } from '../../../mocks/prism.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    prismUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const prism = await startPrism();
  project.provide('prismUrl', prism.url);
  return () => prism.stop();
}

// Types for scripts/check-budget.mjs (plain JavaScript so node runs it without a build step).
export interface FileWeight {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}
export function checkHomeBudget(options: { distDir: string; budgetsFile: string }): Promise<{
  verdict: { name: string; bound: string; value: number | null; ok: boolean; text: string };
  weight: { raw: number; gzip: number; brotli: number; files: FileWeight[] };
}>;

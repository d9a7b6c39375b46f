// A Playwright reporter that ends the run with its ten slowest tests, so npm test's log shows where
// the time goes (docs/performance.md, "How long the tests take").
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 10;

export default class SlowestReporter implements Reporter {
  private readonly finished: { title: string; ms: number }[] = [];

  printsToStdio() {
    return false; // The list reporter beside it keeps the console.
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const where = `${test.location.file.replace(/^.*?\/tests\//, 'tests/')}:${test.location.line}`;
    const attempt = result.retry ? ` (retry #${result.retry})` : '';
    this.finished.push({ title: `${where} › ${test.title}${attempt}`, ms: result.duration });
  }

  onEnd() {
    const slowest = this.finished.sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    if (!slowest.length) return;
    console.log(`\nThe ${slowest.length} slowest tests:`);
    for (const { title, ms } of slowest) console.log(`${(ms / 1000).toFixed(1).padStart(6)} s  ${title}`);
  }
}

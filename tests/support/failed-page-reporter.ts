// A Playwright reporter that prints, under each failed test, what its page showed when it failed: the
// accessibility snapshot Playwright writes into the test's error-context.md. A CI run keeps only its log,
// not test-results/, and a test that fails once in many runs is found from that log alone
// (docs/developing.md, "Tests that hold on a loaded machine").
import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** The page's snapshot in an error-context.md: its yaml block, or null. */
export function pageSnapshotOf(errorContext: string): string | null {
  return /```yaml\n([\s\S]*?)\n```/.exec(errorContext)?.[1] ?? null;
}

export default class FailedPageReporter implements Reporter {
  private readonly shown: string[] = [];

  printsToStdio() {
    return false; // The list reporter beside it keeps the console.
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const path = result.attachments.find((attachment) => attachment.name === 'error-context')?.path;
    if (!path) return;
    let snapshot: string | null;
    try {
      snapshot = pageSnapshotOf(readFileSync(path, 'utf8'));
    } catch {
      return; // No file, nothing to show; the failure itself is in the list reporter's output.
    }
    if (snapshot === null) return;
    const where = `${test.location.file.replace(/^.*?\/tests\//, 'tests/')}:${test.location.line}`;
    this.shown.push(`${where} › ${test.title}\n${snapshot}`);
  }

  onEnd() {
    if (!this.shown.length) return;
    console.log('\nWhat the page of each failed test showed when it failed (its accessibility snapshot):');
    for (const entry of this.shown) console.log(`\n${entry}`);
  }
}

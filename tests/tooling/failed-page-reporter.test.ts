import { describe, expect, it } from 'vitest';
import { pageSnapshotOf } from '../support/failed-page-reporter';

// What npm test's log shows of a failed test's page: the snapshot block of Playwright's error-context.md.
describe('the failed page reporter', () => {
  it('takes the page snapshot out of an error context', () => {
    const context = [
      '# Error details',
      '```',
      'Error: expect(page).toHaveURL(expected) failed',
      '```',
      '',
      '```yaml',
      '- main:',
      '  - button "Pause"',
      '- dialog "Unlock Episode 6":',
      '  - button "Unlocking…" [disabled]',
      '```',
      '',
      '# Test source',
      '```ts',
      "await expect(page).toHaveURL('/login');",
      '```',
    ].join('\n');
    expect(pageSnapshotOf(context)).toBe(
      '- main:\n  - button "Pause"\n- dialog "Unlock Episode 6":\n  - button "Unlocking…" [disabled]',
    );
  });

  it('shows nothing for a context without a page (a test that failed before opening one)', () => {
    expect(pageSnapshotOf('# Error details\n```\nError: boom\n```\n')).toBeNull();
  });
});

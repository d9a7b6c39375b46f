import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scriptPolicy, withScriptPolicy } from './page-script-policy.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const page = (head: string) =>
  `<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n${head}    <title>t</title>\n  </head>\n</html>\n`;

describe("the page's own script policy", () => {
  it('names each inline script by the hash of its exact text, and no script with a src', () => {
    const html = page('    <script>let a = "é";\n</script>\n    <script defer src="/assets/floor-x.js"></script>\n');
    expect(scriptPolicy(html)).toBe(`script-src 'self' ${sha256('let a = "é";\n')}; worker-src 'self' blob:`);
  });

  it('goes right after the charset, before any script, and is rewritten in place when the script changes', () => {
    const built = withScriptPolicy(page('    <script>one()</script>\n'));
    expect(built.split('\n').slice(3, 6)).toEqual([
      '    <meta charset="UTF-8" />',
      `    <meta http-equiv="Content-Security-Policy" content="script-src 'self' ${sha256('one()')}; worker-src 'self' blob:" />`,
      '    <script>one()</script>',
    ]);
    const rewritten = withScriptPolicy(built.replace('one()', 'two()'));
    expect(rewritten.match(/http-equiv/g)).toHaveLength(1);
    expect(rewritten).toContain(sha256('two()'));
    expect(rewritten).not.toContain(sha256('one()'));
  });

  it("keeps the origins a built page's policy names (assets on a CDN) when the page is rewritten", () => {
    const built = withScriptPolicy(page('    <script>one()</script>\n'), ['https://static.example-cdn.com']);
    expect(withScriptPolicy(built.replace('one()', 'two()'))).toContain(
      `script-src 'self' https://static.example-cdn.com ${sha256('two()')};`,
    );
  });

  it('refuses a page with no charset to put it after', () => {
    expect(() => withScriptPolicy('<html><head><script>x()</script></head></html>')).toThrow(/charset/);
  });
});

import { describe, expect, it } from 'vitest';
import { chromeIntent, handOverLink } from './link';

describe('handOverLink', () => {
  it('adds the code to the promotion link, keeping its query', () => {
    expect(handOverLink('https://th.example/?info=demo-th&ttclid=T1', 'hov_abcdefghijklmnop')).toBe(
      'https://th.example/?info=demo-th&ttclid=T1&handOver=hov_abcdefghijklmnop',
    );
  });

  it('replaces a code the address carried already', () => {
    expect(handOverLink('https://th.example/ab12?handOver=old', 'new-code-0123456789')).toBe(
      'https://th.example/ab12?handOver=new-code-0123456789',
    );
  });
});

describe('chromeIntent', () => {
  it("opens the link in Chrome's package, with the link itself as the fallback", () => {
    const link = 'https://th.example/?info=demo-th&handOver=hov_abcdefghijklmnop';
    expect(chromeIntent(link)).toBe(
      'intent://th.example/?info=demo-th&handOver=hov_abcdefghijklmnop#Intent;scheme=https;package=com.android.chrome;' +
        `S.browser_fallback_url=${encodeURIComponent(link)};end`,
    );
  });

  it('keeps a port and plain http (a test server)', () => {
    expect(chromeIntent('http://127.0.0.1:4173/?info=x&handOver=c')).toMatch(
      /^intent:\/\/127\.0\.0\.1:4173\/\?info=x&handOver=c#Intent;scheme=http;package=com\.android\.chrome;/,
    );
  });
});

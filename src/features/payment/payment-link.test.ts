import { describe, expect, it } from 'vitest';
import { safePaymentUrl } from './payment-link';

describe('safePaymentUrl', () => {
  it('keeps an absolute https or http address', () => {
    expect(safePaymentUrl('https://pay.example/checkout/PO1?lang=auto')).toBe(
      'https://pay.example/checkout/PO1?lang=auto',
    );
    expect(safePaymentUrl(' HTTP://pay.example/x ')).toBe('http://pay.example/x');
  });

  it('refuses every other scheme, a relative address and what does not parse', () => {
    for (const raw of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'intent://pay#Intent;scheme=bank;end',
      'file:///etc/passwd',
      '//pay.example/x',
      '/checkout/PO1',
      'https//pay.example',
      'http://',
      '',
      null,
      undefined,
    ]) {
      expect(safePaymentUrl(raw), String(raw)).toBeUndefined();
    }
  });
});

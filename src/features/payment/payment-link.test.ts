import { describe, expect, it } from 'vitest';
import { safePaymentUrl, withReturnAddress } from './payment-link';

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

describe('withReturnAddress', () => {
  const qrPage = 'https://app.example/qrCode';

  it('adds the QR page as returnUrl, percent-encoded, beside the query the page has', () => {
    const url = new URL(withReturnAddress('https://pay.example/checkout/PO1?lang=auto', qrPage));
    expect(url.origin + url.pathname).toBe('https://pay.example/checkout/PO1');
    expect(url.searchParams.get('lang')).toBe('auto');
    expect(url.searchParams.get('returnUrl')).toBe(qrPage);
    expect(url.search).toContain('returnUrl=https%3A%2F%2Fapp.example%2FqrCode');
  });

  it('keeps a returnUrl the server put there already', () => {
    const url = new URL(withReturnAddress('https://pay.example/c?returnUrl=https%3A%2F%2Fshop.example%2Fback', qrPage));
    expect(url.searchParams.getAll('returnUrl')).toEqual(['https://shop.example/back']);
  });
});

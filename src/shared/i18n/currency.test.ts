import { describe, expect, it } from 'vitest';
import { formatDateTime, formatMoney, formatNumber } from './currency';

// ICU separates symbol and number with various (non-breaking) spaces; compare on plain spaces.
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

describe('formatMoney', () => {
  it('shows baht with the baht sign for Thai', () => {
    expect(plain(formatMoney(1234.5, 'THB', 'th_TH'))).toBe('฿1,234.50');
  });

  it('shows won without decimals for Korean', () => {
    expect(plain(formatMoney(1234.5, 'KRW', 'kr_KO'))).toBe('₩1,235');
  });

  it('marks the US dollar as such for Taiwan', () => {
    expect(plain(formatMoney(4.99, 'USD', 'zh_TW'))).toBe('US$4.99');
  });

  it('names Singapore dollars in English', () => {
    expect(plain(formatMoney(9.9, 'SGD', 'en_US'))).toBe('SGD 9.90');
  });

  it('shows dirhams in Arabic with two decimals', () => {
    const text = plain(formatMoney(25, 'AED', 'ar_AE'));
    expect(text).toMatch(/25[.٫]00|٢٥٫٠٠/);
    expect(text).toContain('د.إ');
  });

  it('still shows the amount for a currency code Intl rejects', () => {
    expect(formatMoney(5, 'coins!', 'en_US')).toBe('5 coins!');
  });
});

describe('formatNumber', () => {
  it('groups thousands for the locale', () => {
    expect(formatNumber(12345, 'en_US')).toBe('12,345');
    expect(formatNumber(12345, 'kr_KO')).toBe('12,345');
  });
});

describe('formatDateTime', () => {
  it('reads the API time format as local time', () => {
    expect(plain(formatDateTime('2025-01-05 14:03:00', 'en_US'))).toBe('01/05/2025, 02:03 PM');
  });

  it('uses the Buddhist era for Thai', () => {
    expect(formatDateTime('2025-01-05 14:03:00', 'th_TH')).toContain('2568');
  });

  it('orders year first for Korean and Chinese', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 14, 3), 'kr_KO')).toMatch(/^2025\. 01\. 05\./);
    expect(formatDateTime(new Date(2025, 0, 5, 14, 3), 'zh_TW')).toMatch(/^2025\/01\/05/);
  });

  it('returns a value that is not a date unchanged', () => {
    expect(formatDateTime('yesterday', 'en_US')).toBe('yesterday');
  });
});

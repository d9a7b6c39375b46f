import { describe, expect, it } from 'vitest';
import { asciiDigits } from './digits';

describe('asciiDigits', () => {
  it.each([
    ['Arabic-Indic', '٠١٢٣٤٥٦٧٨٩'],
    ['Eastern Arabic-Indic (Persian, Urdu)', '۰۱۲۳۴۵۶۷۸۹'],
    ['Thai', '๐๑๒๓๔๕๖๗๘๙'],
    ['full-width', '０１２３４５６７８９'],
    ['ASCII', '0123456789'],
  ])('reads %s digits as 0–9', (_script, digits) => {
    expect(asciiDigits(digits)).toBe('0123456789');
  });

  it('keeps everything that is not a digit, and mixed scripts digit by digit', () => {
    expect(asciiDigits(' ٢7๕ ')).toBe(' 275 ');
    expect(asciiDigits('ตอน ๑๒')).toBe('ตอน 12');
    expect(asciiDigits('abc-')).toBe('abc-');
  });

  it('leaves digits of other scripts alone (not accepted as numbers)', () => {
    expect(asciiDigits('१२')).toBe('१२'); // Devanagari
  });
});

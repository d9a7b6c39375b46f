// Visitors type numbers in their own script: an Arabic phone's keyboard gives ٠–٩, a Persian or Urdu one
// ۰–۹, a Thai one can give ๐–๙, and a Chinese or Japanese IME full-width ０–９. A number field reads them
// all as the digits they are.

/** The zero of each run of ten digits a number field accepts besides 0–9. */
const ZEROS = [
  0x0660, // Arabic-Indic
  0x06f0, // Eastern Arabic-Indic
  0x0e50, // Thai
  0xff10, // full-width
];

const OTHER_DIGIT = /[\u0660-\u0669\u06f0-\u06f9\u0e50-\u0e59\uff10-\uff19]/g;

/** `text` with every digit of those scripts as its ASCII digit ("٢٧٥" → "275"); anything else kept. */
export function asciiDigits(text: string): string {
  return text.replace(OTHER_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = ZEROS.find((start) => code >= start && code <= start + 9)!;
    return String(code - zero);
  });
}

// Bangla digits (০–৯), as a Bangla keyboard types them, read as 0–9: in a price, a date, a model number.
const BANGLA_DIGIT = /[০-৯]/g;

export function latinDigits(text: string): string {
  return text.replace(BANGLA_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

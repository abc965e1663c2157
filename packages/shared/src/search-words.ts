// The words of a device's name as search sees them, and the brand a name spells or suggests.
// Kept apart from the schemas: a screen that needs only these loads no zod.
import { BRANDS, type Brand } from './constants';

/**
 * The words of a text as search sees them: lower case runs of letters, combining marks and digits
 * of any script (Bangla vowel signs are marks: "ঢাকা" is one word), after NFC normalisation.
 */
export function searchableWords(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

const brandByLowerName = new Map<string, Brand>(BRANDS.map((b) => [b.toLowerCase(), b]));

/** The brand a name spells, case-insensitively ("samsung" → Samsung), or undefined. */
export function brandNamed(name: string): Brand | undefined {
  return brandByLowerName.get(name.trim().toLowerCase());
}

/**
 * Words that name a brand by its best-known line, for guessing a listing's brand from its name
 * ("Galaxy A54" is a Samsung).
 */
const BRAND_ALIASES: Record<string, Brand> = {
  iphone: 'Apple', ipad: 'Apple', galaxy: 'Samsung', redmi: 'Xiaomi', poco: 'Xiaomi', mi: 'Xiaomi',
  pixel: 'Google', moto: 'Motorola', nord: 'OnePlus', matepad: 'Huawei', narzo: 'Realme', reno: 'Oppo',
};

/** The brand a device name most likely belongs to, or 'Other' ("Samsung Galaxy A54" → Samsung, "iPhone 13" → Apple). */
export function brandFromDeviceName(deviceName: string): Brand {
  const words = searchableWords(deviceName);
  for (const w of words) {
    const brand = brandByLowerName.get(w);
    if (brand && brand !== 'Other') return brand;
  }
  for (const w of words) {
    const brand = BRAND_ALIASES[w];
    if (brand) return brand;
  }
  return 'Other';
}

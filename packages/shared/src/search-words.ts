// The words of a device's name as search sees them, and the brand a name spells or suggests.
// Kept apart from the schemas: a screen that needs only these loads no zod.
import { BRANDS, type Brand } from './constants';
import { latinDigits } from './digits';

/**
 * The words of a text as search sees them: lower case runs of letters, combining marks and digits
 * of any script (Bangla vowel signs are marks: "ঢাকা" is one word), after NFC normalisation.
 */
export function searchableWords(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/**
 * Bangla spellings of the words people search a used phone by (brands, lines, model words, the
 * big cities), for sellers write most names in English: a Bangla reader's "স্যামসাং গ্যালাক্সি"
 * or "ঢাকা" finds what is listed as "Samsung Galaxy" or "Dhaka".
 */
const BANGLA_SPELLINGS: Readonly<Record<string, string>> = {
  // Brands and their lines.
  অ্যাপল: 'apple', আইফোন: 'iphone', আইপ্যাড: 'ipad', স্যামসাং: 'samsung', গ্যালাক্সি: 'galaxy', শাওমি: 'xiaomi',
  রেডমি: 'redmi', পোকো: 'poco', রিয়েলমি: 'realme', অপো: 'oppo', ভিভো: 'vivo', ওয়ানপ্লাস: 'oneplus', গুগল: 'google',
  পিক্সেল: 'pixel', নকিয়া: 'nokia', মটোরোলা: 'motorola', হুয়াওয়ে: 'huawei', সিম্ফনি: 'symphony', ওয়ালটন: 'walton',
  টেকনো: 'tecno', ইনফিনিক্স: 'infinix', আইটেল: 'itel', লেনোভো: 'lenovo',
  // Model words.
  প্রো: 'pro', ম্যাক্স: 'max', প্লাস: 'plus', মিনি: 'mini', আল্ট্রা: 'ultra', নোট: 'note', ট্যাব: 'tab', প্যাড: 'pad',
  // Cities.
  ঢাকা: 'dhaka', চট্টগ্রাম: 'chattogram', সিলেট: 'sylhet', খুলনা: 'khulna', রাজশাহী: 'rajshahi', রংপুর: 'rangpur',
  বরিশাল: 'barishal', ময়মনসিংহ: 'mymensingh', গাজীপুর: 'gazipur', নারায়ণগঞ্জ: 'narayanganj', কুমিল্লা: 'cumilla',
  বগুড়া: 'bogura', যশোর: 'jashore', কক্সবাজার: 'cox',
};

let englishOfBangla: Map<string, string> | undefined;
/**
 * BANGLA_SPELLINGS keyed as searchableWords writes a word (NFC: "য়" and "ড়" are two code points
 * there). Built on first use, so a bundle that never searches (the web's) leaves the table out.
 */
function englishSpellingOf(word: string): string | undefined {
  englishOfBangla ??= new Map(Object.entries(BANGLA_SPELLINGS).map(([bangla, english]) => [bangla.normalize('NFC'), english]));
  return englishOfBangla.get(word);
}

/** A word as search looks it up: its English spelling when it is one people search by, Bangla digits as 0–9. */
function searchTerm(word: string): string {
  return latinDigits(englishSpellingOf(word) ?? word);
}

/** The terms a query looks up: "ঢাকা" looks up "dhaka", "আইফোন ১৩" "iphone 13". */
export function searchTerms(text: string): string[] {
  return searchableWords(text).map(searchTerm);
}

/**
 * The terms a listing is found by: each word as written and as a query looks it up, so a location
 * typed "ঢাকা" is found by "dhaka", by "ঢাকা" and by a Bangla reader's first letters ("ঢা").
 */
export function indexTerms(text: string): string[] {
  return [...new Set(searchableWords(text).flatMap((word) => [word, searchTerm(word)]))];
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

// A device's model, normalised for the price guide: "Samsung Galaxy A54 5G 8/256GB" and "galaxy a54"
// are one model. The brand (named, or guessed from the line), then the model's words, without
// memory sizes, screen sizes, network generations, colours and filler words.
import { brandFromDeviceName } from './search-words';

/** Words that say nothing of the model: network, memory, packaging and common colours. */
const NOISE = new Set([
  '4g', '5g', 'lte', 'dual', 'sim', 'ds', 'new', 'used', 'official', 'global', 'version', 'edition', 'with', 'box', 'and',
  'ram', 'rom', 'storage', 'gb', 'tb',
  'black', 'white', 'blue', 'green', 'red', 'gold', 'silver', 'grey', 'gray', 'purple', 'pink', 'midnight', 'graphite',
  'starlight', 'lavender', 'violet', 'yellow', 'orange', 'mint', 'cream', 'lime', 'bronze', 'awesome',
]);

// Sizes are dropped from the whole name before it is split, so spaced forms go too:
// "128GB", "128 GB", "1TB", "8/256GB", "8GB/256GB", "8+256GB", "8 GB + 128 GB", "8/128".
const MEMORY = /(\d+\s*(gb)?\s*[/+]\s*)?\d+(\.\d+)?\s*(gb|tb|mb)\b|\b\d{1,2}\s*\/\s*\d{2,4}\b/g;
/** Screen sizes: '10.5"', "10.5 inch". */
const SCREEN = /\d+(\.\d+)?\s*("|''|-?inch(es)?\b)/g;

export function normaliseModel(deviceName: string): string {
  const words = deviceName
    .normalize('NFC')
    .toLowerCase()
    .replace(MEMORY, ' ')
    .replace(SCREEN, ' ')
    // Punctuation separates words ("a54," "(2023)"); "+" stays, as in "Note 13 Pro+" (not a Pro).
    .replace(/[^\p{L}\p{M}\p{N}+]+/gu, ' ')
    .split(' ')
    .filter(Boolean);
  const brand = brandFromDeviceName(deviceName).toLowerCase();
  const kept = words.filter((w) => !NOISE.has(w) && w !== brand);
  return [brand === 'other' ? null : brand, ...kept].filter(Boolean).join(' ');
}

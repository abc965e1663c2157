// A device's model, normalised for the price guide: "Samsung Galaxy A54 5G 8/256GB" and "galaxy a54"
// are one model. The brand (named, or guessed from the line), then the model's words, without
// memory sizes, network generations, colours and filler words.
import { brandFromDeviceName } from './schemas/listings';

/** Words that say nothing of the model: network, memory, packaging and common colours. */
const NOISE = new Set([
  '4g', '5g', 'lte', 'dual', 'sim', 'ds', 'new', 'used', 'official', 'global', 'version', 'edition', 'with', 'box', 'and',
  'black', 'white', 'blue', 'green', 'red', 'gold', 'silver', 'grey', 'gray', 'purple', 'pink', 'midnight', 'graphite',
]);

/** Memory sizes and RAM/storage pairs: "128gb", "8/256gb", "8gb+256gb", "1tb". */
const MEMORY = /^(\d+(\.\d+)?(gb|tb|mb)|\d+\/\d+(gb|tb)?|\d+gb\+\d+(gb|tb))$/;

export function normaliseModel(deviceName: string): string {
  const words = deviceName.normalize('NFC').toLowerCase().replace(/[()[\],]/g, ' ').split(/\s+/).filter(Boolean);
  const brand = brandFromDeviceName(deviceName).toLowerCase();
  const kept = words.filter((w) => !NOISE.has(w) && !MEMORY.test(w) && w !== brand);
  return [brand === 'other' ? null : brand, ...kept].filter(Boolean).join(' ');
}

// The demo phones' IMEIs: made up, valid (Luhn), and the same on every run, derived from the
// listing's name, so a newcomer sees "IMEI checked ••••1234" on the demo listings, with the phone's
// NEIR status. Tablets carry neither.
import { createHash } from 'node:crypto';
import { IMEI_REQUIRED_CATEGORIES, imeiLast4, luhnValid, type CategoryId, type NeirStatus } from '@mobile-planet/shared';
import type { ProductDoc } from '../modules/products/products.documents';

/** "35" (a real reporting body's prefix), twelve digits from the name's hash, then the Luhn check digit. */
function demoImei(slug: string): string {
  const hash = createHash('sha256').update(`mobile-planet-demo-imei:${slug}`).digest();
  let body = '35';
  for (let i = 0; body.length < 14; i++) body += String(hash[i]! % 10);
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable: one check digit always fits');
}

/** The IMEI fields and NEIR status of a demo listing: a phone's own (registered unless it says not), none for a tablet. */
export function demoImeiFields(slug: string, category: CategoryId, neir: NeirStatus = 'registered'): Pick<ProductDoc, 'imei' | 'imeiLast4' | 'neir'> {
  if (!(IMEI_REQUIRED_CATEGORIES as readonly string[]).includes(category)) return {};
  const imei = demoImei(slug);
  return { imei, imeiLast4: imeiLast4(imei), neir };
}

// Valid IMEIs for tests: 15 digits whose last is the Luhn check digit, random so that no two
// listings of a run share one (the IMEI rule would refuse the second).
import { randomInt } from 'node:crypto';
import { luhnValid } from '@mobile-planet/shared';

/** The digit that makes `body` + digit pass the Luhn check. */
export function luhnDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${body}${d}`)) return String(d);
  throw new Error('unreachable: one digit always fits');
}

/** A random valid IMEI ("35" and 12 random digits, as a reporting body's prefix, then the check digit). */
export function testImei(): string {
  let body = '35';
  while (body.length < 14) body += String(randomInt(0, 10));
  return body + luhnDigit(body);
}

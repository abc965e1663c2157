// Valid IMEIs for the listings tests make: fifteen digits whose last is the Luhn check digit. Each
// is new (an IMEI on another seller's listing is refused), so tests never collide with each other
// or with the demo data.
import { randomInt } from 'node:crypto';

/** The digit that makes `body` (14 digits) pass the Luhn check. */
function luhnCheckDigit(body: string): number {
  let sum = 0;
  // From the right of the final 15 digits, every second one (the body's last, and so on) is doubled.
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A fresh, valid IMEI: "86", twelve random digits, the check digit. */
export function newImei(): string {
  let body = '86';
  while (body.length < 14) body += String(randomInt(10));
  return `${body}${luhnCheckDigit(body)}`;
}

/** The same IMEI with its check digit wrong: 15 digits the Luhn check refuses. */
export function withWrongCheckDigit(imei: string): string {
  return `${imei.slice(0, 14)}${(Number(imei[14]) + 1) % 10}`;
}

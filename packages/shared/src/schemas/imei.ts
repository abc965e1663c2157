// The IMEI rule both sides use: 15 digits whose last is the Luhn check digit of the first 14.
import { z } from 'zod';
import { IMEI_LENGTH } from '../constants';
import { MSG } from '../messages';

/** true when the digits' Luhn sum (every second digit from the right doubled) is a multiple of 10. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Why an IMEI is not valid (a message of MSG), or null when it is. Spaces and dashes are forgiven. */
export function imeiProblem(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (digits.length === 0) return MSG.imeiRequired;
  if (!/^\d+$/.test(digits) || digits.length !== IMEI_LENGTH) return MSG.imeiLength;
  return luhnValid(digits) ? null : MSG.imeiCheckDigit;
}

/** An IMEI as typed ("35-209900-176148-1", "352099 001761481") → its 15 digits, checked. */
export const imeiSchema = z
  .string({ error: MSG.imeiRequired })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .superRefine((digits, ctx) => {
    const problem = imeiProblem(digits);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** What the public sees of an IMEI: its last four digits. */
export const imeiLast4 = (imei: string) => imei.slice(-4);

import { z } from 'zod';
import { NEIR_STATUSES, OBJECT_ID_PATTERN } from '../constants';
import { MSG } from '../messages';

/** A required string: a missing, non-string or blank value gets `required`. */
export const requiredText = (required: string, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, MSG.tooLong(max));

/** Form inputs give strings, JSON gives numbers: accept both, map blank to missing. */
export const requiredNumber = (required: string, invalid: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: (issue) => (issue.input === undefined ? required : invalid) }),
  );

export const email = z
  .string({ error: MSG.emailRequired })
  .trim()
  .min(1, MSG.emailRequired)
  .max(254, MSG.tooLong(254))
  .pipe(z.email(MSG.emailInvalid))
  .transform((e) => e.toLowerCase());

export const objectId = z.string({ error: MSG.idInvalid }).regex(OBJECT_ID_PATTERN, MSG.idInvalid);

/** Digits only, optionally one leading +; keeps the leading 0 of Bangladeshi numbers. */
export const contactNumber = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.replace(/[\s-]/g, '') : v),
  z
    .string({ error: MSG.contactRequired })
    .min(1, MSG.contactRequired)
    .regex(/^\+?[0-9]{6,15}$/, MSG.contactInvalid),
);

/**
 * A URL our own image store answered (POST /images: a path ending /images/<id>, absolute to the
 * API's public address, which behind a web server has a path of its own: https://host/api/images/<id>).
 * The API resolves the id and checks the photo is in its store; another host's picture never is.
 */
export const imageUrl = z
  .string({ error: MSG.imageUrlInvalid })
  .max(500, MSG.tooLong(500))
  .regex(/^(https?:\/\/[^\s/]+(\/[^\s?#]*)?)?\/images\/[a-f0-9]{24}$/i, MSG.imageUrlInvalid);

/** A NEIR status in a query string (GET /listings, GET /price-guide): case and spaces forgiven. */
export const neirParam = z
  .string({ error: MSG.neirInvalid })
  .trim()
  .toLowerCase()
  .pipe(z.enum(NEIR_STATUSES, { error: MSG.neirInvalid }));

import type { z } from 'zod';
import { fieldErrors } from '@mobile-planet/shared';
import { validationFailed } from '../domain/errors';

/** Parses a body, query or params with a shared schema, or throws a 400 validation_failed naming every bad field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  throw validationFailed(errors);
}

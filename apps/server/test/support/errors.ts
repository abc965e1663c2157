// What an error body looks like (docs/api.md#errors, packages/shared/src/api-errors.ts), for tests that
// compare whole bodies.
import { msgKeysOf, type ApiError } from '@mobile-planet/shared';

/**
 * The body of a 400 validation_failed with these field messages: the first is the message, and
 * each field whose message is one of MSG's has its key in fieldCodes (and its number, for
 * MSG.tooLong / MSG.limitInvalid, in params).
 */
export function validationError(errors: Record<string, string>): ApiError {
  const { fieldCodes, params } = msgKeysOf(errors);
  return {
    code: 'validation_failed',
    message: Object.values(errors)[0]!,
    errors,
    ...(Object.keys(fieldCodes).length > 0 ? { fieldCodes } : {}),
    ...(Object.keys(params).length > 0 ? { params } : {}),
  };
}

/** Any 400 validation_failed (whatever its fields). */
export const anyValidationError = { code: 'validation_failed', message: expect.any(String), errors: expect.any(Object) };

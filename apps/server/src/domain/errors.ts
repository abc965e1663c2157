// What a service says when it refuses: a kind of refusal, its code in the shared catalogue
// (api-errors.ts, which builds the message from the code and its params) and, for bad input, the
// fields it concerns. Services know nothing of HTTP; http/errors.ts maps each kind to its status
// (docs/api.md#errors).
import { apiErrorMessage, type ApiErrorCode, type ApiErrorRef } from '@mobile-planet/shared';

export type DomainErrorKind = 'invalid' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'payment-required' | 'too-large' | 'too-many';

/**
 * Per-field messages, for bad input: the messages themselves, or the name of the one field the
 * refusal concerns (it carries the refusal's own message).
 */
export type RefusalFields = Record<string, string> | string;

/**
 * The code, params and English of a refusal (packages/shared/src/api-errors.ts), and its fields.
 * validation_failed says its first field's message (docs/api.md#errors).
 */
export function describe(ref: ApiErrorRef, fields?: RefusalFields) {
  const first = ref === 'validation_failed' && typeof fields === 'object' ? Object.values(fields)[0] : undefined;
  const message = first ?? apiErrorMessage(ref);
  const code: ApiErrorCode = typeof ref === 'string' ? ref : ref.code;
  const params: Record<string, string | number> | undefined = typeof ref === 'string' ? undefined : ref.params;
  return { code, params, message, fields: typeof fields === 'string' ? { [fields]: message } : fields };
}

export class DomainError extends Error {
  /** The refusal's stable code (API_ERRORS). */
  readonly code: ApiErrorCode;
  /** The values its message was built from, for a message with variable parts. */
  readonly params?: Record<string, string | number>;
  /** Per-field messages, for bad input. */
  readonly fields?: Record<string, string>;

  constructor(
    readonly kind: DomainErrorKind,
    ref: ApiErrorRef,
    fields?: RefusalFields,
    /** For 'too-many': how many seconds until trying again may work. */
    readonly retryAfterSeconds?: number,
  ) {
    const d = describe(ref, fields);
    super(d.message);
    this.code = d.code;
    if (d.params) this.params = d.params;
    if (d.fields) this.fields = d.fields;
  }
}

export const invalid = (ref: ApiErrorRef, fields?: RefusalFields) => new DomainError('invalid', ref, fields);
/** 400 validation_failed: bad fields, each with its message (MSG's); the first one is the message. */
export const validationFailed = (fields: Record<string, string>) => new DomainError('invalid', 'validation_failed', fields);
/** No valid credentials (the guards). */
export const unauthorized = (ref: ApiErrorRef = 'auth_required') => new DomainError('unauthorized', ref);
export const forbidden = (ref: ApiErrorRef) => new DomainError('forbidden', ref);
export const notFound = (ref: ApiErrorRef) => new DomainError('not-found', ref);
export const conflict = (ref: ApiErrorRef, fields?: RefusalFields) => new DomainError('conflict', ref, fields);
/** The processor has not taken the money this needs. */
export const paymentRequired = (ref: ApiErrorRef) => new DomainError('payment-required', ref);
export const tooLarge = (ref: ApiErrorRef, fields?: RefusalFields) => new DomainError('too-large', ref, fields);
/** Too many tries (or requests): locked until `retryAfterSeconds` from now, where known. */
export const tooMany = (ref: ApiErrorRef, retryAfterSeconds?: number) => new DomainError('too-many', ref, undefined, retryAfterSeconds);

// What a service says when it refuses: a kind of refusal, a message for people and, for bad
// input, the field it concerns. Services know nothing of HTTP; http/errors.ts maps each kind to
// its status (DESIGN.md §3).

export type DomainErrorKind = 'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'payment-required' | 'too-large' | 'too-many';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Per-field messages, for bad input. */
    readonly fields?: Record<string, string>,
    /** For 'too-many': how many seconds until trying again may work. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const invalid = (message: string, fields?: Record<string, string>) => new DomainError('invalid', message, fields);
export const forbidden = (message = 'You are not allowed to do this') => new DomainError('forbidden', message);
export const notFound = (message = 'Not Found') => new DomainError('not-found', message);
export const conflict = (message: string, fields?: Record<string, string>) => new DomainError('conflict', message, fields);
/** The processor has not taken the money this needs. */
export const paymentRequired = (message: string) => new DomainError('payment-required', message);
export const tooLarge = (message: string, fields?: Record<string, string>) => new DomainError('too-large', message, fields);
/** Too many tries: locked until `retryAfterSeconds` from now. */
export const tooMany = (message: string, retryAfterSeconds: number) => new DomainError('too-many', message, undefined, retryAfterSeconds);

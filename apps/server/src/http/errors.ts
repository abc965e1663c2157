// The one handler that turns any error into the JSON error body: a code of the shared catalogue
// (packages/shared/src/api-errors.ts), its English and its params. Refusals, from services and
// from the HTTP layer alike, are DomainErrors (domain/errors.ts); the kind decides the status.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { isDatabaseAway } from '../db/availability';
import { MAX_IMAGE_BYTES, msgKeysOf, type ApiError, type ApiErrorCode, type ApiErrorRef } from '@mobile-planet/shared';
import { DomainError, describe, notFound, type DomainErrorKind } from '../domain/errors';
import type { Logger } from '../logger';

/** The status of each kind of refusal a service can make. */
const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'payment-required': 402,
  'too-large': 413,
  'too-many': 429,
};

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(notFound({ code: 'route_not_found', params: { method: req.method, path: req.path } }));
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

/** An error body: the code, its English, its params and, for bad input, the fields with the MSG key of each (docs/api.md#errors). */
export function errorBody(
  refused: { code: ApiErrorCode; message: string; params?: Record<string, string | number>; errors?: Record<string, string> },
): ApiError {
  const body: ApiError = { code: refused.code, message: refused.message };
  let params = refused.params;
  if (refused.errors) {
    body.errors = refused.errors;
    const keys = msgKeysOf(refused.errors);
    if (Object.keys(keys.fieldCodes).length > 0) body.fieldCodes = keys.fieldCodes;
    if (Object.keys(keys.params).length > 0) params = { ...keys.params, ...params };
  }
  if (params) body.params = params;
  return body;
}

/** The body of a refusal named by its catalogue entry alone. */
const bodyOf = (ref: ApiErrorRef) => errorBody(describe(ref));

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    let status = 500;
    let body: ApiError = bodyOf('server_error');
    const e = err as BodyParserError & { code?: string };
    if (err instanceof DomainError) {
      status = STATUS_OF[err.kind];
      body = errorBody({ code: err.code, message: err.message, params: err.params, errors: err.fields });
      if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
    } else if (e?.type === 'entity.parse.failed') {
      status = 400;
      body = bodyOf('body_not_json');
    } else if (e?.type === 'entity.too.large') {
      status = 413;
      body = bodyOf('body_too_large');
    } else if (e?.code === 'LIMIT_FILE_SIZE') {
      status = 413;
      body = bodyOf({ code: 'image_too_large', params: { maxMb: MAX_IMAGE_BYTES / (1024 * 1024) } });
    } else if (e?.code?.startsWith?.('LIMIT_')) {
      status = 400;
      body = bodyOf({ code: 'upload_invalid', params: { detail: e.message } });
    } else if (isDatabaseAway(err)) {
      // The database is away (restarting, unreachable): a moment later the same request works.
      status = 503;
      body = bodyOf('database_unavailable');
      res.setHeader('Retry-After', '5');
    } else if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
      status = e.status;
      body = bodyOf({ code: 'request_rejected', params: { detail: e.message } });
    }
    if (status >= 500) logger.error({ err, method: req.method, url: req.originalUrl }, 'unhandled error');
    res.status(status).json(body);
  };
}

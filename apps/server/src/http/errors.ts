// One error type for the API and one handler that turns any error into the JSON error body.
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MongoNetworkError, MongoServerClosedError, MongoServerSelectionError, MongoTopologyClosedError } from 'mongodb';
import type { ApiError } from '@mobile-planet/shared';
import { DomainError, type DomainErrorKind } from '../domain/errors';
import type { Logger } from '../logger';

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, message);
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message);
export const notFound = (message = 'Not Found') => new HttpError(404, message);

/** The status of each kind of refusal a service can make. */
const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'payment-required': 402,
  'too-large': 413,
  'too-many': 429,
};

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(notFound(`No route for ${req.method} ${req.path}`));
};

interface BodyParserError extends Error {
  type?: string;
  status?: number;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err: unknown, req, res, _next) => {
    let status = 500;
    let body: ApiError = { message: 'Something went wrong on our side. Please try again.' };
    const e = err as BodyParserError & { code?: string };
    if (err instanceof DomainError) {
      status = STATUS_OF[err.kind];
      body = err.fields ? { message: err.message, errors: err.fields } : { message: err.message };
      if (err.retryAfterSeconds !== undefined) res.setHeader('Retry-After', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
    } else if (err instanceof HttpError) {
      status = err.status;
      body = err.errors ? { message: err.message, errors: err.errors } : { message: err.message };
    } else if (e?.type === 'entity.parse.failed') {
      status = 400;
      body = { message: 'The request body is not valid JSON' };
    } else if (e?.type === 'entity.too.large') {
      status = 413;
      body = { message: 'The request body is too large' };
    } else if (e?.code === 'LIMIT_FILE_SIZE') {
      status = 413;
      body = { message: 'The image is larger than 5 MB' };
    } else if (e?.code?.startsWith?.('LIMIT_')) {
      status = 400;
      body = { message: `Bad upload: ${e.message}` };
    } else if (
      err instanceof MongoServerSelectionError ||
      err instanceof MongoNetworkError ||
      err instanceof MongoServerClosedError ||
      err instanceof MongoTopologyClosedError
    ) {
      // The database is away (restarting, unreachable): a moment later the same request works.
      status = 503;
      body = { message: 'The database is not answering. Please try again in a moment.' };
      res.setHeader('Retry-After', '5');
    } else if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
      status = e.status;
      body = { message: e.message };
    }
    if (status >= 500) logger.error({ err, method: req.method, url: req.originalUrl }, 'unhandled error');
    res.status(status).json(body);
  };
}

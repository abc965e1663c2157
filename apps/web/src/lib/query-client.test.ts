// The app's query client: a refusal (4xx) is final, a failed connection or a 5xx is asked again.
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { queryClient } from './query-client';

const retry = queryClient.getDefaultOptions().queries?.retry as (failureCount: number, error: unknown) => boolean;
const failure = (status: number | undefined) => new ApiRequestError('failed', '/products/x', status, undefined, {}, undefined);

describe('the query client’s retries', () => {
  it('does not ask again after a 404 or a 403: the answer will not change', () => {
    expect(retry(0, failure(404))).toBe(false);
    expect(retry(0, failure(403))).toBe(false);
  });

  it('asks twice more after a 503 or no answer at all, then gives up', () => {
    expect(retry(0, failure(503))).toBe(true);
    expect(retry(1, failure(undefined))).toBe(true);
    expect(retry(2, failure(undefined))).toBe(false);
  });
});

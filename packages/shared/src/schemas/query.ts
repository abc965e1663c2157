import { z } from 'zod';

export const NO_QUERY_MESSAGE = 'This call takes no query parameters';

/** For calls that read no query: any parameter (`?x[$ne]=`) is refused, not silently ignored. */
export const noQuerySchema = z.record(z.string(), z.never({ error: NO_QUERY_MESSAGE }));

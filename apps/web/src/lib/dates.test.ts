// How every screen prints an instant.
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './dates';

describe('formatDateTime', () => {
  it('writes day, short month, year and a 24-hour time, in British order', () => {
    expect(formatDateTime('2025-03-17T12:00:00.000Z')).toMatch(/^1[78] Mar 2025, \d{2}:\d{2}$/);
  });

  it('writes a dash for a missing or unreadable instant', () => {
    expect(formatDateTime(undefined)).toBe('—');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });
});

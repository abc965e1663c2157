// A typed filter's boxes against the URL's value: what is typed applies after a pause or at once,
// never twice and never when it cannot; a value changed elsewhere shows, the one they sent does not.
import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS } from './use-apply-when-settled';
import { useTypedFilter } from './use-typed-filter';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A one-box filter whose box holds `typed`; a typed 'bad' cannot apply. */
function setUp(applied: string) {
  const show = vi.fn<(value: string) => void>();
  const onChange = vi.fn<(value: string) => void>();
  const hook = renderHook(
    ({ applied, typed }: { applied: string; typed: string }) =>
      useTypedFilter({ applied, same: (a, b) => a === b, typed, read: () => (typed === 'bad' ? null : typed), show, onChange }),
    { initialProps: { applied, typed: applied } },
  );
  return { ...hook, show, onChange };
}

describe('useTypedFilter', () => {
  it('applies what is typed once typing pauses, or at once on submit, once', () => {
    const { result, rerender, onChange } = setUp('');
    rerender({ applied: '', typed: 'Dhaka' });
    act(() => {
      vi.advanceTimersByTime(SETTLE_MS);
    });
    expect(onChange).toHaveBeenCalledWith('Dhaka');
    rerender({ applied: 'Dhaka', typed: 'Sylhet' });
    const preventDefault = vi.fn();
    act(() => result.current.submit({ preventDefault } as unknown as FormEvent));
    expect(preventDefault).toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith('Sylhet');
    act(() => {
      vi.advanceTimersByTime(SETTLE_MS);
    });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('applies nothing that cannot apply, nor what the URL already holds', () => {
    const { result, rerender, onChange } = setUp('Dhaka');
    act(() => result.current.commitNow());
    rerender({ applied: 'Dhaka', typed: 'bad' });
    act(() => result.current.commitNow());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a value changed elsewhere, not the one it sent itself', () => {
    const { result, rerender, show } = setUp('');
    rerender({ applied: '', typed: 'Dhaka' });
    act(() => result.current.commitNow());
    rerender({ applied: 'Dhaka', typed: 'Dhaka ' });
    expect(show).not.toHaveBeenCalled();
    rerender({ applied: '', typed: 'Dhaka ' });
    expect(show).toHaveBeenCalledWith('');
  });
});

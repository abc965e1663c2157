// A filter typed into boxes (a city, a price range): the boxes keep what is typed until it applies
// (after a pause, on leaving, with Enter or Apply). A value changed elsewhere (Back, a band, Clear)
// replaces what they show; the value they sent themselves does not, so what is still being typed
// keeps its text and focus.
import { useState, type FormEvent } from 'react';
import { useApplyWhenSettled } from './use-apply-when-settled';

interface TypedFilterOptions<V> {
  /** The filter's value in the URL. */
  applied: V;
  same: (a: V, b: V) => boolean;
  /** What the boxes hold, as one string: a change of it restarts the pause. */
  typed: string;
  /** The boxes' value, or null when it cannot apply (the filter says why itself). */
  read: () => V | null;
  /** Puts a value changed elsewhere in the boxes. */
  show: (value: V) => void;
  onChange: (value: V) => void;
}

/** Answers `commitNow` (apply at once: leaving the boxes) and `submit` (the form's Enter or Apply). */
export function useTypedFilter<V>({ applied, same, typed, read, show, onChange }: TypedFilterOptions<V>) {
  const [shown, setShown] = useState(applied);
  /** The value sent and not yet in the URL (a navigation takes a moment). */
  const [sent, setSent] = useState<{ value: V } | null>(null);
  if (!same(shown, applied)) {
    setShown(applied);
    setSent(null);
    if (!sent || !same(sent.value, applied)) show(applied);
  }

  const commit = () => {
    const value = read();
    // Sent already (the pause, then Apply before the URL changed): sending it again would add a
    // second history entry, and Back would land on the same range.
    if (value === null || same(value, applied) || (sent && same(sent.value, value))) return;
    setSent({ value });
    onChange(value);
  };
  const cancelPending = useApplyWhenSettled(typed, commit);
  const commitNow = () => {
    cancelPending();
    commit();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    commitNow();
  };
  return { commitNow, submit };
}

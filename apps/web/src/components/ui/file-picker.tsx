// A file input that speaks the reader's language. The browser's own ("Choose File / No file
// chosen") stays in the browser's language, English on most phones here. The real input stays,
// visually hidden but focusable; a second label of it, drawn as a button in our words, opens it on a
// click (as any label does) and shows its focus. The input's name is its field's label and then the
// button's words, so a control named "Choose photos" on screen is found by that name too (WCAG 2.5.3).
import type { InputHTMLAttributes } from 'react';

interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'id'> {
  /** The input's id: the field's own label names it too. */
  id: string;
  /** The button's words: "Choose photos". */
  chooseLabel: string;
  /** What is chosen so far, beside the button: "No photo chosen", "2 of 6 photos". */
  status?: string;
  className?: string;
}

export function FilePicker({ id, chooseLabel, status, className = '', disabled, ...input }: FilePickerProps) {
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`.trim()}>
      <input id={id} type="file" className="peer sr-only" disabled={disabled} {...input} />
      <label
        htmlFor={id}
        className={`btn btn-outline btn-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary ${disabled ? 'btn-disabled' : ''}`}
      >
        {chooseLabel}
      </label>
      {status ? <span className="text-sm text-base-content/70">{status}</span> : null}
    </div>
  );
}

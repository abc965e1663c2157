// A file input that speaks the reader's language. The browser's own ("Choose File / No file
// chosen") stays in the browser's language, English on most phones here. The real input stays,
// visually hidden but focusable and named by the field's own label; a button-like face in our words
// shows its focus (peer-focus-visible) and opens it on a click, and the words beside it are ours.
import { useRef, type InputHTMLAttributes } from 'react';

interface FilePickerProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** The button's words: "Choose photos". */
  chooseLabel: string;
  /** What is chosen so far, beside the button: "No photo chosen", "2 of 6 photos". */
  status?: string;
  className?: string;
}

export function FilePicker({ chooseLabel, status, className = '', disabled, ...input }: FilePickerProps) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`.trim()}>
      <input ref={ref} type="file" className="peer sr-only" disabled={disabled} {...input} />
      {/* The face only: the input above is what the keyboard and assistive technology use. */}
      <span
        aria-hidden="true"
        className={`btn btn-outline btn-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary ${disabled ? 'btn-disabled' : ''}`}
        onClick={() => {
          if (!disabled) ref.current?.click();
        }}
      >
        {chooseLabel}
      </span>
      {status ? <span className="text-sm text-base-content/70">{status}</span> : null}
    </div>
  );
}

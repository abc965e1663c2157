// A message in red, announced to screen readers; nothing when there is no message.
export function ErrorLine({ message, className = '', id }: { message?: string | null; className?: string; id?: string }) {
  if (!message) return null;
  return (
    <p role="alert" id={id} className={`text-sm text-error ${className}`.trim()}>
      {message}
    </p>
  );
}

// A message in red, announced to screen readers; nothing when there is no message.
export function ErrorLine({ message, className = '' }: { message?: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`text-sm text-error ${className}`.trim()}>
      {message}
    </p>
  );
}

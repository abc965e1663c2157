// The buyer's 6-digit handover code, large enough to read off a phone held out to the seller.
export function HandoverCode({ code, className = '' }: { code: string; className?: string }) {
  return (
    <div className={`inline-flex flex-col gap-0.5 ${className}`.trim()}>
      <span className="text-xs text-base-content/70">Handover code</span>
      <span className="font-mono text-2xl font-bold tracking-[0.3em] tabular-nums">{code}</span>
    </div>
  );
}

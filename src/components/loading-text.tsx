/** A visible loading line with a spinner (spec 02 §2: the referral landing shows 'Loading'). */
export function LoadingText({ text = 'Loading...' }: { readonly text?: string }) {
  return (
    <div className="d-flex align-items-center gap-2 py-4" role="status" aria-live="polite">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}

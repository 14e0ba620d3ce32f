/** A failed read: what failed, in words, and a Retry button (house standard for network failures). */
export function LoadError({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <span>{message}</span>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

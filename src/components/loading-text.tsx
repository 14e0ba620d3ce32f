/** A visible loading line with a spinner (docs/product.md §P2: the referral landing shows 'Loading'). */
import { useLingui } from '@lingui/react/macro';

export function LoadingText({ text }: { readonly text?: string }) {
  const { t } = useLingui();
  return (
    <div className="d-flex align-items-center gap-2 py-4" role="status" aria-live="polite">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{text ?? t`Loading...`}</span>
    </div>
  );
}

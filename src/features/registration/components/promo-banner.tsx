import { Trans } from '@lingui/react/macro';

/** 'Your code {code} has been automatically applied' (docs/product.md §R2.5), only for a valid code. */
export function PromoBanner({ code }: { readonly code: string | null }) {
  if (!code) return null;
  return (
    <div className="alert alert-success" role="status">
      <Trans>Your code {code} has been automatically applied</Trans>
    </div>
  );
}

import { Trans } from '@lingui/react/macro';

/** The account page's forms end the same way (docs/product.md §P2: edit the address, correct a registration's). */
interface SaveCancelButtonsProps {
  readonly busy: boolean;
  readonly onCancel: () => void;
}

export function SaveCancelButtons({ busy, onCancel }: SaveCancelButtonsProps) {
  return (
    <div className="d-flex gap-2">
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? <Trans>Saving...</Trans> : <Trans>Save</Trans>}
      </button>
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={onCancel}
        disabled={busy}
      >
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useWaitingUpdate } from './app-update';

/**
 * The installed app's update notice (vite.pwa.ts): a polite live region, always in the page so
 * screen readers announce what appears in it. It never takes the focus and never reloads by
 * itself: the participant finishes what she is typing, then chooses "Reload".
 */
export function UpdatePrompt() {
  const { t } = useLingui();
  const apply = useWaitingUpdate();
  const [dismissed, setDismissed] = useState<typeof apply>(null);
  const shown = apply !== null && dismissed !== apply;
  return (
    <div role="status" className="update-prompt" data-testid="update-prompt">
      {shown ? (
        <div className="update-prompt__box d-flex align-items-center gap-2 p-2 rounded shadow">
          {/* NEW_VERSION_MESSAGE, in the active language (its test compares the two). */}
          <span className="me-auto">
            <Trans>A new version is available.</Trans>
          </span>
          <button type="button" className="btn btn-light btn-sm" onClick={apply}>
            <Trans>Reload</Trans>
          </button>
          <button
            type="button"
            className="btn-close btn-close-white"
            aria-label={t`Dismiss`}
            onClick={() => setDismissed(() => apply)}
          />
        </div>
      ) : null}
    </div>
  );
}

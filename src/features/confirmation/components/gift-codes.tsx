import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { GiftCodeRow } from '../logic/confirmation-format';

type CopyState = 'idle' | 'copied' | 'failed';

/** The button's visible word; its name goes on with the code (hidden), in the active language. */
const COPY_LABEL: Readonly<Record<CopyState, MessageDescriptor>> = {
  idle: msg`Copy`,
  copied: msg`Copied!`,
  failed: msg`Copy failed`,
};

function CopyCodeButton({ code }: { readonly code: string }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  const copy = () => {
    navigator.clipboard.writeText(code).then(
      () => setState('copied'),
      (error: unknown) => {
        console.warn('Could not copy the gift code.', error);
        setState('failed');
      },
    );
  };
  return (
    <>
      <Button variant="outline-secondary" size="sm" onClick={copy}>
        {i18n._(COPY_LABEL[state])}{' '}
        <span className="visually-hidden">
          <Trans>gift code {code}</Trans>
        </span>
      </Button>
      <span className="visually-hidden" aria-live="polite">
        {state === 'copied' ? t`Gift code ${code} copied.` : ''}
      </span>
    </>
  );
}

/** The gift registration codes bought with this registration, each with what it is valid for. */
export function GiftCodes({
  rows,
  labelsLoaded,
}: {
  readonly rows: readonly GiftCodeRow[];
  readonly labelsLoaded: boolean;
}) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="confirmation-gifts">
      <h2 id="confirmation-gifts" className="h5">
        <Trans>Gift registration codes</Trans>
      </h2>
      <p>
        <Trans>
          Share the challenge! Give each code to a friend: they enter it in the gift code field when
          they register and their registration is covered. Codes are case-sensitive and can be used
          once.
        </Trans>
      </p>
      <ul className="list-group" aria-label={t`Gift registration codes`}>
        {rows.map((row) => (
          <li
            key={row.code}
            className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2"
          >
            <div>
              <code className="confirmation-gift-code" data-testid="gift-code">
                {row.code}
              </code>
              <div className="small text-body-secondary">
                <Trans>Valid for:</Trans> {labelsLoaded ? row.validFor : '…'}
              </div>
            </div>
            <CopyCodeButton code={row.code} />
          </li>
        ))}
      </ul>
    </section>
  );
}

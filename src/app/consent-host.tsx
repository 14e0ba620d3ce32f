/**
 * Where the analytics consent banner lives (docs/privacy.md). main.tsx loads this module after
 * the page's load event, and only when analytics is configured, so the sign-in page's first
 * load carries none of it; the banner's texts are their own catalogue part, fetched here. It
 * renders in a root of its own at the end of <body>: shown on every page until the participant
 * chooses (a signed-in participant: once her own choice is read, if she has none), and again
 * whenever the footer's "Cookie preferences" asks for it.
 */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { getConfig } from '../config/env';
import { ConsentBanner } from '../features/consent';
import { consentKnown, onConsentBannerRequest, onConsentChange, readConsent } from '../lib/consent';
import { loadCataloguePart } from '../lib/i18n/activate';

const CONSENT_TEXTS = {
  en: () => import('../locales/en/consent.po'),
  fr: () => import('../locales/fr/consent.po'),
};

interface Shown {
  /** Asked for from the footer: the banner takes the focus, and gives it back after. */
  readonly requestedFrom: HTMLElement | null;
}

/** Whether the banner asks by itself: the choice that applies is known, and there is none. */
const unanswered = () => consentKnown() && readConsent().choice === 'unset';

function ConsentHost() {
  const [shown, setShown] = useState<Shown | null>(() =>
    unanswered() ? { requestedFrom: null } : null,
  );
  // Someone signs in or out (lib/consent.ts follows whose choice applies): the banner asks the
  // participant who has no choice yet, and goes for one who has. A banner she opened herself
  // (the footer's "Cookie preferences") stays until she chooses, even when her profile's choice
  // is read after her click.
  useEffect(
    () =>
      onConsentChange(() => {
        if (unanswered()) setShown((was) => was ?? { requestedFrom: null });
        else setShown((was) => (was?.requestedFrom ? was : null));
      }),
    [],
  );
  useEffect(
    () =>
      onConsentBannerRequest(() => {
        const from = document.activeElement;
        setShown({ requestedFrom: from instanceof HTMLElement ? from : document.body });
      }),
    [],
  );
  if (!shown) return null;
  return (
    <ConsentBanner
      takeFocus={shown.requestedFrom !== null}
      onChosen={() => {
        setShown(null);
        shown.requestedFrom?.focus();
      }}
    />
  );
}

export async function mountConsentBanner(): Promise<void> {
  if (!getConfig().gaMeasurementId) return; // a blank id: analytics is not configured
  await loadCataloguePart('consent', CONSENT_TEXTS);
  const box = document.createElement('div');
  document.body.appendChild(box);
  createRoot(box).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <ConsentHost />
      </I18nProvider>
    </StrictMode>,
  );
}

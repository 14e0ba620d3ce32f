import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { saveConsent, type ConsentChoice } from '../../../lib/consent';

export interface ConsentBannerProps {
  /** Opened from the footer's "Cookie preferences": the focus moves to it. Shown on its own, it never takes it. */
  readonly takeFocus: boolean;
  readonly onChosen: (choice: ConsentChoice) => void;
}

/**
 * The analytics consent banner (docs/privacy.md): a labelled region fixed to the bottom of the
 * window, so it shifts nothing on the page and blocks nothing; Accept and Decline side by side,
 * the same size, so neither is the easy way out.
 */
export function ConsentBanner({ takeFocus, onChosen }: ConsentBannerProps) {
  const titleId = useId();
  const title = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) title.current?.focus();
  }, [takeFocus]);
  const box = useRef<HTMLElement>(null);
  // Room under the page for the banner: the last of it (a form's Continue) can scroll above the
  // banner, and a focused element is scrolled clear of it (focus not obscured). Extra space at
  // the bottom moves nothing already on screen.
  useLayoutEffect(() => {
    const banner = box.current;
    if (!banner) return;
    const root = document.documentElement;
    const fit = () => {
      const height = `${banner.offsetHeight}px`;
      document.body.style.paddingBottom = height;
      root.style.scrollPaddingBottom = height;
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      document.body.style.paddingBottom = '';
      root.style.scrollPaddingBottom = '';
    };
  }, []);
  const choose = (choice: ConsentChoice) => {
    saveConsent(choice);
    onChosen(choice);
  };
  return (
    <section ref={box} className="consent-banner" aria-labelledby={titleId}>
      <div className="container consent-banner__row d-flex flex-column flex-md-row gap-2 py-2">
        <div className="flex-grow-1">
          <p id={titleId} ref={title} tabIndex={-1} className="consent-banner__title fw-bold mb-1">
            <Trans>Cookies and analytics</Trans>
          </p>
          <p className="small mb-0">
            <Trans>
              With your permission, we use Google Analytics cookies to count registrations. Your
              choice is kept on this device; once signed in, change it at any time with “Cookie
              preferences” at the bottom of the page.
            </Trans>
          </p>
        </div>
        <div className="consent-banner__actions d-flex gap-2">
          <button type="button" className="btn btn-primary" onClick={() => choose('accepted')}>
            <Trans>Accept</Trans>
          </button>
          <button type="button" className="btn btn-primary" onClick={() => choose('declined')}>
            <Trans>Decline</Trans>
          </button>
        </div>
      </div>
    </section>
  );
}

import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A link that opens in a new tab, safely, and says so to screen readers. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  readonly href: string;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      <Trans>
        {children} <span className="visually-hidden">(opens in a new tab)</span>
      </Trans>
    </a>
  );
}

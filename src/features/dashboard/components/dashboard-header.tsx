import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { SubscribedRace } from '../../../contract/docs/user';
import { localized } from '../../../contract/l10n';
import { useActiveLanguage } from '../hooks/use-active-language';

interface DashboardHeaderProps {
  readonly registration: SubscribedRace;
  readonly participantName: string;
  readonly isCaptain: boolean;
  readonly children?: ReactNode;
}

/** The race header with the participant's name, BIB and the 'Team Captain' badge (docs/product.md §P2). */
export function DashboardHeader({
  registration,
  participantName,
  isCaptain,
  children,
}: DashboardHeaderProps) {
  const { raceInfo, bibNumber } = registration;
  const language = useActiveLanguage();
  return (
    <header className="dash-card d-flex flex-wrap align-items-center gap-3">
      {raceInfo.imageUrl && (
        <img src={raceInfo.imageUrl} alt="" width={72} height={72} className="dash-logo" />
      )}
      <div className="flex-grow-1">
        <h1 className="h3 mb-1">{localized(raceInfo, 'name', language)}</h1>
        <p className="mb-1 text-body-secondary">{localized(raceInfo, 'legName', language)}</p>
        <p className="mb-0">
          <span className="fw-semibold" data-testid="participant-name">
            {participantName}
          </span>
          {bibNumber !== null && (
            <span className="ms-2" data-testid="bib">
              <Trans>BIB {bibNumber}</Trans>
            </span>
          )}
          {isCaptain && (
            <span className="badge text-bg-warning ms-2">
              <Trans>Team Captain</Trans>
            </span>
          )}
        </p>
      </div>
      {children}
    </header>
  );
}

/**
 * 'Share my progress' (docs/product.md, "Share cards"): on her click, the card's code is fetched
 * (share-card-draw.ts, its own chunk), the card laid out in her language
 * (logic/share-card-layout.ts) and drawn as a PNG in the browser, then handed to the system share
 * sheet with a line carrying her referral link, or downloaded where the browser shares no files.
 * Her name is as on the leaderboard (none when she chose hidden). This component is itself
 * loaded after the dashboard's first paint (share-progress-loader.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { paths } from '../../../../config/paths';
import { ORGANISATION_NAME } from '../../../../config/contact';
import type { Milestone } from '../../../../contract/docs/milestones';
import type { UserDoc } from '../../../../contract/docs/user';
import { nameAsShown } from '../../../../contract/leaderboard-name';
import { formatLongDay } from '../../../../lib/i18n/format';
import { reportError } from '../../../../lib/report-error';
import { useActiveLanguage } from '../../hooks/use-active-language';
import { formatKm, formatPercent, percentOf } from '../../logic/progress';
import { shareCardFileName, shareCardLayout } from '../../logic/share-card-layout';

export interface ShareProgressProps {
  readonly raceName: string;
  readonly legName: string;
  /** Her names, leaderboard choice and referral link (none yet: the text links the home page). */
  readonly user: UserDoc;
  /** Her row: her names when her profile has none. */
  readonly row: { readonly firstName: string; readonly lastName: string } | null;
  readonly totalKm: number;
  readonly legKm: number | null;
  /** Set for a finisher: the card names the day. */
  readonly completedDate: Date | null;
  readonly milestones: readonly Milestone[] | undefined;
  /**
   * 'finish': the button beside her finisher badge (docs/product.md, "Share cards"): the same
   * card, which names her finish day, with words of its own.
   */
  readonly variant?: 'progress' | 'finish';
}

export default function ShareProgress(props: ShareProgressProps) {
  const { t } = useLingui();
  const language = useActiveLanguage();
  const [state, setState] = useState<'idle' | 'making' | 'downloaded' | 'failed'>('idle');
  const finishing = props.variant === 'finish' && props.completedDate !== null;

  const share = async () => {
    setState('making');
    try {
      const { drawShareCard, shareOrDownload } = await import('../../logic/share-card-draw');
      const km = formatKm(props.totalKm, language);
      const legKm = props.legKm === null ? null : formatKm(props.legKm, language);
      const percent = percentOf(props.totalKm, props.legKm);
      const { user, row } = props;
      const shown = nameAsShown(
        user.details?.firstName || row?.firstName || '',
        user.details?.lastName || row?.lastName || '',
        user.leaderboardName,
      );
      const finishedDay = props.completedDate ? formatLongDay(props.completedDate, language) : null;
      const layout = shareCardLayout({
        brand: ORGANISATION_NAME,
        raceName: props.raceName,
        legName: props.legName,
        name: [shown.firstName, shown.lastName].filter(Boolean).join(' '),
        kmText: legKm === null ? t`${km} km` : t`${km} km of ${legKm} km`,
        percentText: formatPercent(percent, language),
        finishedText: finishedDay ? t`Finished on ${finishedDay}` : null,
        percent,
        milestoneFractions:
          props.legKm && props.legKm > 0
            ? (props.milestones ?? []).map((m) => m.distance / props.legKm!)
            : [],
      });
      const blob = await drawShareCard(layout);
      const link = new URL(
        user.referralLink ? paths.referralLanding(user.referralLink) : paths.home(),
        window.location.origin,
      ).href;
      const race = props.raceName;
      const outcome = await shareOrDownload(
        blob,
        shareCardFileName(props.raceName, new Date().toISOString().slice(0, 10)),
        finishing
          ? t`I finished ${race}: ${km} km. Join me: ${link}`
          : t`I have done ${km} km of ${race}. Join me: ${link}`,
      );
      setState(outcome === 'downloaded' ? 'downloaded' : 'idle');
    } catch (error) {
      reportError(error, { action: 'shareProgress' });
      setState('failed');
    }
  };

  return (
    <div>
      <Button
        variant={finishing ? 'outline-success' : 'outline-primary'}
        size={finishing ? 'sm' : undefined}
        onClick={() => void share()}
        disabled={state === 'making'}
      >
        {finishing ? <Trans>Share my finish</Trans> : <Trans>Share my progress</Trans>}
      </Button>
      <p className="small mb-0 mt-1" role="status">
        {state === 'downloaded' ? <Trans>Your progress card was downloaded.</Trans> : null}
      </p>
      {state === 'failed' && (
        <p className="text-danger small mb-0 mt-1" role="alert">
          <Trans>We couldn&apos;t make your progress card. Please try again.</Trans>
        </p>
      )}
    </div>
  );
}

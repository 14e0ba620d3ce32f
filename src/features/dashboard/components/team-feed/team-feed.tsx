import { Trans, useLingui } from '@lingui/react/macro';
import { use, useEffect, useState } from 'react';
import { LoadError } from '../../../../components/load-error';
import { FEED_PAGE_SIZE } from '../../../../contract/docs/team-feed';
import { loadCataloguePart } from '../../../../lib/i18n/activate';
import { reportError } from '../../../../lib/report-error';
import { useMyReports, useTeamFeed } from '../../api/team-feed';
import { CheerControl } from './cheer-control';
import { NoteActions } from './note-actions';
import { NoteForm } from './note-form';
import { useActiveLanguage } from '../../hooks/use-active-language';
import { TeamFeedItem } from './team-feed-item';

/**
 * The feed's own part of the catalogue (docs/i18n.md), fetched as this chunk runs, so the
 * dashboard's first load carries none of its texts; the feed waits for it (React's `use`).
 */
const texts = loadCataloguePart('team-feed', {
  en: () => import('../../../../locales/en/team-feed.po'),
  fr: () => import('../../../../locales/fr/team-feed.po'),
});

export interface TeamFeedProps {
  readonly legId: string;
  readonly teamName: string;
  readonly uid: string;
  /** She is the team's captain (the team document's owner): she posts notes. */
  readonly captain: boolean;
  /** She chose hidden: her notes are posted hidden (docs/security.md item 77). */
  readonly hidden: boolean;
}

/**
 * The team feed on the dashboard of a participant in a team (docs/product.md, "Team feed"):
 * teammates' milestones and finishes, arrivals and the captain's notes, newest first, live,
 * a page at a time ("Show more"). Its own chunk, loaded after the dashboard's first paint
 * (team-feed-loader.tsx), so the dashboard's first-load budget does not move.
 * @public the default export is read through the dynamic import (knip does not follow it)
 */
export default function TeamFeed({ legId, teamName, uid, captain, hidden }: TeamFeedProps) {
  use(texts);
  const { t } = useLingui();
  const language = useActiveLanguage();
  const [wanted, setWanted] = useState(FEED_PAGE_SIZE);
  const feed = useTeamFeed(legId, teamName, wanted);
  const reported = useMyReports(legId, teamName, uid);
  const [reportedNow, setReportedNow] = useState(false);
  // Notes she reported stay out of her feed (docs/product.md, "Team feed").
  const items = (feed.data?.items ?? []).filter((item) => !reported.data?.has(item.id));

  useEffect(() => {
    if (feed.error) reportError(feed.error, { action: 'loadTeamFeed', legId });
  }, [feed.error, legId]);

  return (
    <section className="dash-card" aria-labelledby="team-feed-title" data-testid="team-feed">
      <h2 id="team-feed-title" className="h5">
        <Trans>Team feed</Trans>
      </h2>
      {captain && <NoteForm legId={legId} teamName={teamName} uid={uid} hidden={hidden} />}
      <p role="status" className="small mb-2">
        {reportedNow && (
          <Trans>Note reported: it is hidden for you, and the organisers will look at it.</Trans>
        )}
      </p>
      {feed.status === 'loading' && (
        <p className="text-body-secondary mb-0" role="status">
          <Trans>Loading the team feed...</Trans>
        </p>
      )}
      {feed.status === 'error' && (
        <LoadError message={t`We couldn't load the team feed.`} onRetry={feed.retry} />
      )}
      {feed.status === 'success' && items.length === 0 && (
        <p className="text-body-secondary mb-0">
          <Trans>
            Nothing yet: your teammates' milestones and your captain's notes appear here.
          </Trans>
        </p>
      )}
      {feed.status === 'success' && items.length > 0 && (
        <ul className="list-group list-group-flush">
          {items.map((item) => (
            <TeamFeedItem key={item.id} item={item} language={language}>
              <div className="d-flex flex-wrap align-items-center gap-2">
                <CheerControl legId={legId} teamName={teamName} uid={uid} item={item} />
                {item.kind === 'note' && (
                  <NoteActions
                    legId={legId}
                    teamName={teamName}
                    uid={uid}
                    note={item}
                    onReported={() => setReportedNow(true)}
                  />
                )}
              </div>
            </TeamFeedItem>
          ))}
        </ul>
      )}
      {feed.status === 'success' && feed.data.more && (
        // A plain button: react-bootstrap's would split its theme module out of the dashboard's
        // first-load chunk into one both share (docs/performance.md).
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm mt-2"
          onClick={() => setWanted((n) => n + FEED_PAGE_SIZE)}
        >
          <Trans>Show more</Trans>
        </button>
      )}
    </section>
  );
}

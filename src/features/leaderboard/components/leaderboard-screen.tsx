/**
 * The race progress page (docs/product.md §P2, Leaderboard): race header, the link to the dashboard,
 * the map, the tabs Total / Last 7 Days / Today over a virtualised list, the floating copy of
 * the participant's row, and the team leaderboard. First screen: the board and her own row
 * (docs/standings.md); the whole list loads on demand, in ranked pages as she scrolls where the
 * server has written them ("The whole list, in pages"), else every standings document.
 */
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import type { SubscribedRace } from '../../../contract/docs/user';
import { localized } from '../../../contract/l10n';
import type { StandingsTab } from '../../../contract/standing-row';
import { FIRST_LAYOUT } from '../../../contract/standings-layout';
import { localDay } from '../../../contract/activity-day';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { useBoard, useOwnRow } from '../api/standings';
import type { FloatingPlace } from '../logic/floating-row';
import { formatCount, listedRows, ownIndex as findOwn, tabRows } from '../logic/tab-rows';
import { tabDistance } from '../../../contract/standing-row';
import { FloatingOwnRow } from './floating-own-row';
import { RouteMapPanel } from './route-map-panel';
import { StandingsList } from './standings-list';
import { StandingsTabs } from './standings-tabs';
import { TeamLeaderboard } from './team-leaderboard';
import { useAllStandings } from './use-all-standings';
import { useRankedPages } from './use-ranked-pages';
import './leaderboard.css';

interface Props {
  readonly race: SubscribedRace;
  readonly uid: string;
}

const LOAD_FAILED = msg`The leaderboard could not be loaded.`;

export function LeaderboardScreen({ race, uid }: Props) {
  const { t, i18n } = useLingui();
  const language = useActiveLanguage();
  const legId = race.legId;
  const board = useBoard(legId);
  const own = useOwnRow(legId, uid);
  const data = board.status === 'success' ? board.data : null;
  const all = useAllStandings(legId, data?.shards ?? FIRST_LAYOUT);
  const [tab, setTab] = useState<StandingsTab>('total');
  const [place, setPlace] = useState<FloatingPlace>('hidden');
  const [showMe, setShowMe] = useState(0);
  // The viewer's own today (docs/standings.md, Today and Last 7 Days).
  const today = localDay(new Date());

  const ownRow = own.status === 'success' ? own.data : null;
  const paged = useRankedPages(legId);
  // 'Show all' or 'Show me' opened the list in ranked pages (docs/standings.md).
  const [pagedOn, setPagedOn] = useState(false);
  const { need, open, rowsOf } = paged;
  const ownHidden = ownRow?.hidden === true;
  const pagedRows = useMemo(
    () => (pagedOn ? rowsOf(tab, today, ownHidden) : null),
    [pagedOn, rowsOf, tab, today, ownHidden],
  );
  const shown = useMemo(
    () =>
      data
        ? pagedRows
          ? { rows: pagedRows, complete: true, needsAll: false }
          : tabRows(data, all.state.rows, tab, today, ownRow)
        : null,
    [data, pagedRows, all.state.rows, tab, today, ownRow],
  );
  const ownIdx = shown ? findOwn(shown.rows, ownRow?.key ?? null) : -1;
  const ownTeam = ownRow?.teamName ?? '';

  const { load } = all;
  const needsAll = shown?.needsAll === true;
  useEffect(() => {
    if (needsAll && all.state.status === 'idle') void load();
  }, [needsAll, all.state.status, load]);

  const onPlace = useCallback((next: FloatingPlace) => setPlace(next), []);
  // 'Show me' in pages jumps to her place: the ranges the list draws on its way there (its top,
  // the places it scrolls past) are not asked for, only the one that shows her.
  const jumping = useRef(false);
  const onRange = useCallback(
    (first: number, last: number) => {
      if (!pagedRows) return;
      if (jumping.current) {
        if (ownIdx >= 0 && (ownIdx < first || ownIdx > last)) return;
        jumping.current = false;
      }
      need(tab, first, last);
    },
    [pagedRows, need, tab, ownIdx],
  );
  /** The whole list: in pages from the start (or at her own page), else every shard. */
  const showAll = async (atOwn: boolean) => {
    jumping.current = atOwn;
    if (await open(tab, today, ownRow, atOwn)) setPagedOn(true);
    else {
      setPagedOn(false);
      if (all.state.status !== 'success') await load();
    }
  };
  const onShowMe = async () => {
    if (ownIdx < 0) await showAll(true);
    setShowMe((n) => n + 1);
  };

  const info = race.raceInfo;
  const racers = data?.count ?? 0;
  const count = formatCount(racers, language);
  return (
    <div className="container py-4 leaderboard">
      <header className="d-flex align-items-center gap-3 mb-2">
        {info.imageUrl ? <img src={info.imageUrl} alt="" className="leaderboard__logo" /> : null}
        <div>
          <h1 className="h3 mb-0">{localized(info, 'name', language) || data?.race.name}</h1>
          <p className="mb-0 text-body-secondary">
            {localized(info, 'legName', language) || data?.race.legName}
          </p>
        </div>
      </header>
      <p>
        <Link to={paths.dashboard(legId)}>
          <Trans>To post a new activity go to My Challenge Dashboard</Trans>
        </Link>
      </p>

      {board.status === 'error' || own.status === 'error' ? (
        <LoadError
          message={i18n._(LOAD_FAILED)}
          onRetry={() => {
            board.retry();
            own.retry();
          }}
        />
      ) : null}
      {board.status === 'loading' ? <PageSpinner /> : null}
      {board.status === 'success' && data === null ? (
        <p>
          <Trans>The leaderboard is being prepared. It appears here in a moment.</Trans>
        </p>
      ) : null}

      {data && shown ? (
        <>
          <section className="mb-4 route-map-area" aria-label={t`Route map`}>
            <div className="route-map-area__box">
              <RouteMapPanel
                map={data.race.map}
                legDistance={data.race.distance || info.distance || 0}
                own={ownRow}
                known={listedRows(all.state.rows ?? data.top.total, ownRow)}
                teams={data.teams}
                histogram={data.histogram}
              />
            </div>
          </section>

          <section aria-labelledby="leaderboard-title">
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
              <h2 id="leaderboard-title" className="h5 mb-0">
                <Trans>Leaderboard</Trans>
              </h2>
              <span className="text-body-secondary small" data-testid="racer-count">
                <Plural value={racers} one={`${count} racer`} other={`${count} racers`} />
              </span>
            </div>
            <StandingsTabs tab={tab} onChange={setTab} panelId="standings-panel" />
            <div
              id="standings-panel"
              role="tabpanel"
              aria-labelledby={`tab-${tab}`}
              className="pt-2"
            >
              {all.state.status === 'error' ? (
                <LoadError message={i18n._(LOAD_FAILED)} onRetry={() => void load()} />
              ) : null}
              {shown.needsAll && all.state.status !== 'error' ? <PageSpinner inline /> : null}
              <StandingsList
                id="standings-list"
                labelledBy={`tab-${tab}`}
                rows={shown.rows}
                ownIndex={ownIdx}
                ownTeam={ownTeam}
                showMeRequest={showMe}
                onPlace={onPlace}
                onRange={onRange}
              />
              {!shown.complete && !shown.needsAll ? (
                <Button
                  variant="outline-primary"
                  className="mt-2"
                  onClick={() => void showAll(false)}
                  disabled={all.state.status === 'loading'}
                >
                  <Trans>Show all {count} racers</Trans>
                </Button>
              ) : null}
            </div>
          </section>

          <TeamLeaderboard teams={data.teams} tab={tab} today={today} ownTeam={ownTeam} />

          {ownRow ? (
            <FloatingOwnRow
              place={place}
              ranked={
                ownIdx >= 0
                  ? shown.rows[ownIdx]!
                  : { row: ownRow, rank: 0, distance: tabDistance(ownRow, tab, today) }
              }
              onShowMe={() => void onShowMe()}
              busy={all.state.status === 'loading'}
            />
          ) : null}
        </>
      ) : null}
    </div>
  );
}

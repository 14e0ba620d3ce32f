import { Plural, Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { FeedItem } from '../../../../contract/docs/team-feed';
import { reportError } from '../../../../lib/report-error';
import { cheerFeedItem, useCheers, useMyCheer } from '../../api/team-feed';

interface CheerControlProps {
  readonly legId: string;
  readonly teamName: string;
  readonly uid: string;
  readonly item: FeedItem;
}

/**
 * 'Cheer' with the item's count (docs/product.md, "Team feed"): pressed while she cheers it, a
 * second click takes her cheer back; the server counts (the cheerFeedItem callable).
 */
function CheerButton({ legId, teamName, uid, item }: CheerControlProps) {
  const mine = useMyCheer(legId, teamName, item.id, uid);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const cheered = mine.data === true;
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await cheerFeedItem({ legId, teamName, itemId: item.id });
    } catch (error) {
      setFailed(true);
      reportError(error, { action: 'cheerFeedItem', legId });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <button
        type="button"
        className={`btn btn-sm ${cheered ? 'btn-primary' : 'btn-outline-primary'}`}
        aria-pressed={cheered}
        disabled={busy || mine.status !== 'success'}
        onClick={() => void toggle()}
      >
        <Trans>Cheer</Trans>{' '}
        <span className="badge text-bg-light" data-testid="cheer-count">
          {item.cheers}
        </span>
      </button>
      {failed && (
        <span className="text-danger small" role="alert">
          <Trans>Your cheer couldn't be saved. Check your connection and try again.</Trans>
        </span>
      )}
    </div>
  );
}

/** Her own item: its count and who cheered it, live (the rules let her alone list them). */
function CheeredBy({ legId, teamName, item }: Omit<CheerControlProps, 'uid'>) {
  const cheers = useCheers(legId, teamName, item.id);
  const who = (cheers.data ?? [])
    .map((c) => c.name)
    .filter(Boolean)
    .join(', ');
  const count = item.cheers;
  return (
    <p className="small mb-0" data-testid="cheered-by">
      <span data-testid="cheer-count">
        <Plural value={count} one="# cheer" other="# cheers" />
      </span>
      {who && (
        <>
          {' '}
          <Trans>from {who}</Trans>
        </>
      )}
    </p>
  );
}

export function CheerControl(props: CheerControlProps) {
  return props.item.uid === props.uid ? <CheeredBy {...props} /> : <CheerButton {...props} />;
}

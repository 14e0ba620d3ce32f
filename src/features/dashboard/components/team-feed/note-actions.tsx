import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import type { FeedItem } from '../../../../contract/docs/team-feed';
import { reportError } from '../../../../lib/report-error';
import { deleteNote, reportNote } from '../../api/team-feed';

interface NoteActionsProps {
  readonly legId: string;
  readonly teamName: string;
  readonly uid: string;
  readonly note: FeedItem;
  /** Called once her report is saved (the feed then hides the note from her). */
  readonly onReported: () => void;
}

/** Her own note: Delete. Someone else's: Report (hidden for her, flagged for the organisers). */
export function NoteActions({ legId, teamName, uid, note, onReported }: NoteActionsProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const own = note.uid === uid;
  const act = async () => {
    setState('busy');
    try {
      if (own) await deleteNote(legId, teamName, note.id);
      else {
        await reportNote(legId, teamName, note, uid);
        onReported();
      }
      setState('idle');
    } catch (failure) {
      setState('failed');
      reportError(failure, { action: own ? 'deleteNote' : 'reportNote', legId });
    }
  };
  return (
    <>
      <button
        type="button"
        className={`btn btn-sm ${own ? 'btn-outline-danger' : 'btn-link text-body-secondary'}`}
        disabled={state === 'busy'}
        onClick={() => void act()}
      >
        {own ? <Trans>Delete note</Trans> : <Trans>Report note</Trans>}
      </button>
      {state === 'failed' && (
        <span role="alert" className="small text-danger">
          <Trans>That didn't work. Check your connection and try again.</Trans>
        </span>
      )}
    </>
  );
}

/** One positioned row of the leaderboard list, shared by its first screen and its virtual rows. */
import type { Ref } from 'react';
import type { RankedRow } from '../../../contract/standings-order';
import type { FloatingPlace } from '../logic/floating-row';
import { StandingRowView } from './standing-row-view';

export const ROW_HEIGHT = 48;

export interface RowsProps {
  readonly rows: readonly RankedRow[];
  readonly ownIndex: number;
  readonly ownTeam: string;
  /** Changes each time 'Show me' asks to bring the own row into view. */
  readonly showMeRequest: number;
  readonly onPlace: (place: FloatingPlace) => void;
  /** Watches the participant's own row once it is drawn. */
  readonly ownRef: Ref<HTMLLIElement>;
  /** The list's top in the page, px. */
  readonly margin: number;
}

interface RowAtProps {
  readonly rows: readonly RankedRow[];
  readonly index: number;
  /** From the list's top, px. */
  readonly top: number;
  readonly ownIndex: number;
  readonly ownTeam: string;
  readonly ownRef: Ref<HTMLLIElement>;
}

export function StandingRowAt({ rows, index, top, ownIndex, ownTeam, ownRef }: RowAtProps) {
  const ranked = rows[index]!;
  const own = index === ownIndex;
  return (
    <StandingRowView
      ranked={ranked}
      own={own}
      teammate={ownTeam !== '' && ranked.row.teamName === ownTeam}
      index={index}
      rowRef={own ? ownRef : undefined}
      style={{
        position: 'absolute',
        top: 0,
        left: 0,
        right: 0,
        height: ROW_HEIGHT,
        transform: `translateY(${top}px)`,
      }}
    />
  );
}

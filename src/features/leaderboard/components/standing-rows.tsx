/** One positioned row of the leaderboard list, shared by its first screen and its virtual rows. */
import type { Ref } from 'react';
import type { ListRows } from '../logic/ranked-pages';
import { StandingRowView } from './standing-row-view';

export const ROW_HEIGHT = 48;

export interface RowsProps {
  /** In the tab's order; a place whose ranked page is not read yet is undefined. */
  readonly rows: ListRows;
  readonly ownIndex: number;
  readonly ownTeam: string;
  /** Changes each time 'Show me' asks to bring the own row into view. */
  readonly showMeRequest: number;
  /** Watches the participant's own row once it is drawn. */
  readonly ownRef: Ref<HTMLLIElement>;
  /** The first place drawn, each time what is drawn changes (the list then places her copy). */
  readonly onDrawn: (first: number) => void;
  /** The list's top in the page, px. */
  readonly margin: number;
  /** The places drawn, so the pages holding them are read (the list in ranked pages). */
  readonly onRange?: (first: number, last: number) => void;
}

interface RowAtProps {
  readonly rows: ListRows;
  readonly index: number;
  /** From the list's top, px. */
  readonly top: number;
  readonly ownIndex: number;
  readonly ownTeam: string;
  readonly ownRef: Ref<HTMLLIElement>;
}

/** A row's key in the list: its bib, or its place while its page is on its way. */
export const rowKey = (rows: ListRows, index: number): string =>
  rows[index]?.row.key ?? `place-${index}`;

export function StandingRowAt({ rows, index, top, ownIndex, ownTeam, ownRef }: RowAtProps) {
  const ranked = rows[index];
  const own = index === ownIndex;
  const style = {
    position: 'absolute',
    top: 0,
    left: 0,
    right: 0,
    height: ROW_HEIGHT,
    transform: `translateY(${top}px)`,
  } as const;
  // Its ranked page is being read (docs/standings.md, "The whole list, in pages").
  if (!ranked)
    return <li className="standing-row" style={style} data-index={index} aria-busy="true" />;
  return (
    <StandingRowView
      ranked={ranked}
      own={own}
      teammate={ownTeam !== '' && ranked.row.teamName === ownTeam}
      index={index}
      rowRef={own ? ownRef : undefined}
      style={style}
    />
  );
}

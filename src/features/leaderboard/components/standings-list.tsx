/**
 * The leaderboard list (docs/product.md §P2): a list of the rows' full height whose first screen is drawn
 * as soon as the rows are here; the virtualiser (virtual-rows.tsx, @tanstack/react-virtual, about
 * 9 KB gzip) takes over when the participant first scrolls, resizes or asks 'Show me', so it is
 * not part of the page's first load (docs/performance.md). Both draw the same rows at the same
 * places: nothing moves when it takes over. Where the participant's floating copy goes is decided
 * here alone: from her row's box when it is drawn, from its index against the drawn range when not.
 */
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { placeFromBox, placeFromIndex, type FloatingPlace } from '../logic/floating-row';
import type { ListRows } from '../logic/ranked-pages';
import { ROW_HEIGHT, rowKey, StandingRowAt, type RowsProps } from './standing-rows';

const VirtualRows = lazy(() => import('./virtual-rows'));

/** Rows drawn past the window's bottom edge, as the virtualiser's overscan. */
const OVERSCAN = 6;

interface Props {
  readonly rows: ListRows;
  readonly ownIndex: number;
  readonly ownTeam: string;
  /** Changes each time 'Show me' asks to bring the own row into view. */
  readonly showMeRequest: number;
  readonly onPlace: (place: FloatingPlace) => void;
  readonly onRange?: (first: number, last: number) => void;
  readonly labelledBy: string;
  readonly id: string;
}

export function StandingsList({ labelledBy, id, ...props }: Props) {
  const { rows, onPlace, showMeRequest, ownIndex } = props;
  const listRef = useRef<HTMLOListElement>(null);
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setMargin(top + window.scrollY);
  }, [rows.length]);

  // The first scroll, resize or 'Show me' brings the virtualiser.
  const [moved, setMoved] = useState(false);
  const virtual = moved || showMeRequest > 0;
  useEffect(() => {
    if (virtual) return;
    const start = () => setMoved(true);
    window.addEventListener('scroll', start, { passive: true });
    window.addEventListener('resize', start);
    return () => {
      window.removeEventListener('scroll', start);
      window.removeEventListener('resize', start);
    };
  }, [virtual]);

  // The floating copy's place, decided again on every sign that it may have changed (her row
  // drawn or gone, the drawn range moved, her observer, a scroll, a resize) and always from the
  // page as it is then: her drawn row's box when there is one, else her index against the first
  // drawn. Each answer describes the page, whatever order those signs come in; answers each sign
  // carried itself let a late one (a range drawn without her, an observer's queued sighting)
  // leave the copy showing over her row in view.
  const ownElement = useRef<HTMLLIElement | null>(null);
  const firstDrawn = useRef(0);
  const ownIndexNow = useRef(ownIndex);
  useLayoutEffect(() => {
    ownIndexNow.current = ownIndex;
  }, [ownIndex]);
  const decidePlace = useCallback(() => {
    const element = ownElement.current;
    onPlace(
      element?.isConnected
        ? placeFromBox(element.getBoundingClientRect(), window.innerHeight)
        : placeFromIndex(ownIndexNow.current, firstDrawn.current),
    );
  }, [onPlace]);
  const onDrawn = useCallback(
    (first: number) => {
      firstDrawn.current = first;
      decidePlace();
    },
    [decidePlace],
  );
  useEffect(() => {
    let frame = 0;
    const soon = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          decidePlace();
        });
    };
    window.addEventListener('scroll', soon, { passive: true });
    window.addEventListener('resize', soon);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', soon);
      window.removeEventListener('resize', soon);
    };
  }, [decidePlace]);
  // Her drawn row: one observer per element (the first screen, its copy while the virtualiser
  // loads and the virtualiser each draw her row as an element of their own), ended by the ref's
  // own cleanup (React 19), for what moves her row without a scroll (a page of rows arriving).
  const ownRef = useCallback(
    (element: HTMLLIElement | null) => {
      if (!element) return undefined;
      ownElement.current = element;
      const observer =
        typeof IntersectionObserver === 'undefined'
          ? null
          : new IntersectionObserver(decidePlace, { threshold: [0, 0.25, 0.5, 0.75, 1] });
      observer?.observe(element);
      decidePlace();
      return () => {
        observer?.disconnect();
        if (ownElement.current === element) ownElement.current = null;
      };
    },
    [decidePlace],
  );

  const rowsProps: RowsProps = { ...props, ownRef, onDrawn, margin };
  const firstScreen = <FirstScreen {...rowsProps} />;
  return (
    <ol
      ref={listRef}
      id={id}
      className="standings-list"
      role="list"
      aria-labelledby={labelledBy}
      style={{ height: rows.length * ROW_HEIGHT }}
    >
      {virtual ? (
        <Suspense fallback={firstScreen}>
          <VirtualRows {...rowsProps} />
        </Suspense>
      ) : (
        firstScreen
      )}
    </ol>
  );
}

/** The rows the window shows before any scroll (at the top of the page), and the overscan. */
function FirstScreen({ rows, ownIndex, ownTeam, onDrawn, ownRef, margin, onRange }: RowsProps) {
  const count = Math.min(
    rows.length,
    Math.max(0, Math.ceil((window.innerHeight - margin + window.scrollY) / ROW_HEIGHT)) + OVERSCAN,
  );
  useEffect(() => {
    onDrawn(0);
  }, [count, ownIndex, onDrawn]);
  useEffect(() => {
    if (count > 0) onRange?.(0, count - 1);
  }, [count, onRange]);
  return rows
    .slice(0, count)
    .map((_, index) => (
      <StandingRowAt
        key={rowKey(rows, index)}
        rows={rows}
        index={index}
        top={index * ROW_HEIGHT}
        ownIndex={ownIndex}
        ownTeam={ownTeam}
        ownRef={ownRef}
      />
    ));
}

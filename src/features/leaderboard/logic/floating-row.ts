/**
 * Where the floating copy of the participant's own row goes (docs/product.md §P2, Leaderboard): hidden
 * while at least half of the real row is visible, pinned to the top when the row is above the
 * view, to the bottom when below (or not in the rows loaded yet).
 */
export type FloatingPlace = 'hidden' | 'top' | 'bottom';

export interface RowSighting {
  /** intersectionRatio of the real row, from an IntersectionObserver */
  readonly ratio: number;
  /** its top edge and the view's top edge, px (boundingClientRect.top, rootBounds.top) */
  readonly rowTop: number;
  readonly viewTop: number;
}

/** From the observer when the row is rendered. */
export function placeFromSighting(sighting: RowSighting): FloatingPlace {
  if (sighting.ratio >= 0.5) return 'hidden';
  return sighting.rowTop < sighting.viewTop ? 'top' : 'bottom';
}

/** When the virtual list does not render the row: from its index and the rendered range. */
export function placeFromIndex(index: number, firstRendered: number): FloatingPlace {
  if (index < 0) return 'bottom';
  return index < firstRendered ? 'top' : 'bottom';
}

/** Her drawn row's box as the browser gives it (getBoundingClientRect), px from the view's top. */
export interface RowBox {
  readonly top: number;
  readonly bottom: number;
}

/** From her drawn row's box and the view's height: how much of it shows decides, as above. */
export function placeFromBox(box: RowBox, viewHeight: number): FloatingPlace {
  const height = box.bottom - box.top;
  const shown = Math.min(box.bottom, viewHeight) - Math.max(box.top, 0);
  const ratio = height > 0 ? Math.max(0, Math.min(1, shown / height)) : 0;
  return placeFromSighting({ ratio, rowTop: box.top, viewTop: 0 });
}

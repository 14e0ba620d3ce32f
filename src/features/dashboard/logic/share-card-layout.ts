/**
 * The share card's layout (docs/product.md, "Share cards"; 'Share my progress'): where each text,
 * the route line, its milestones and her position go on a 1080 × 1080 image. Pure: the texts come
 * already worded in her language (the component's catalogue), and the drawing
 * (share-card-draw.ts) only paints what this returns, so what the card says is unit-tested here.
 * Nothing on it she has not chosen to show: her name as on the leaderboard, none when hidden.
 */

export const SHARE_CARD_SIZE = { width: 1080, height: 1080 } as const;

export interface ShareCardFacts {
  /** The app's name, at the top. */
  readonly brand: string;
  readonly raceName: string;
  readonly legName: string;
  /** Her name as on the leaderboard; '' when she chose hidden. */
  readonly name: string;
  /** Her kilometres, worded ('1,234.50 km of 7,000 km'). */
  readonly kmText: string;
  /** Her percent, worded ('17.64%'). */
  readonly percentText: string;
  /** For a finisher, the day she finished, worded; null otherwise. */
  readonly finishedText: string | null;
  /** Her percent of the leg (the marker's place on the route). */
  readonly percent: number;
  /** Each milestone's place along the leg, 0 to 1 (the route's stops). */
  readonly milestoneFractions: readonly number[];
}

export interface CardText {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  /** Font size in pixels; the drawing shrinks a line that would not fit in `maxWidth`. */
  readonly size: number;
  readonly bold: boolean;
  readonly maxWidth: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export interface ShareCardLayout {
  readonly width: number;
  readonly height: number;
  /** Centred texts, top to bottom. */
  readonly texts: readonly CardText[];
  readonly route: { readonly from: Point; readonly to: Point };
  readonly stops: readonly Point[];
  /** Her position on the route. */
  readonly position: Point;
  /** Where the route is done (from its start to her position). */
  readonly done: { readonly from: Point; readonly to: Point };
}

const MARGIN = 120;
const ROUTE_Y = 820;

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

export function shareCardLayout(facts: ShareCardFacts): ShareCardLayout {
  const { width, height } = SHARE_CARD_SIZE;
  const centre = width / 2;
  const maxWidth = width - 2 * MARGIN;
  const line = (text: string, y: number, size: number, bold = false): CardText => ({
    text,
    x: centre,
    y,
    size,
    bold,
    maxWidth,
  });
  const texts = [
    line(facts.brand, 110, 36),
    line(facts.raceName, 210, 60, true),
    line(facts.legName, 280, 40),
    ...(facts.name ? [line(facts.name, 380, 48, true)] : []),
    line(facts.kmText, 520, 80, true),
    line(facts.percentText, 620, 64),
    ...(facts.finishedText ? [line(facts.finishedText, 710, 44, true)] : []),
  ].filter((text) => text.text.trim() !== '');
  const along = (fraction: number): Point => ({
    x: MARGIN + clamp01(fraction) * (width - 2 * MARGIN),
    y: ROUTE_Y,
  });
  const position = along(facts.percent / 100);
  return {
    width,
    height,
    texts,
    route: { from: along(0), to: along(1) },
    stops: facts.milestoneFractions.map(along),
    position,
    done: { from: along(0), to: position },
  };
}

/** The file's name: the race and the day, as a file system takes it. */
export function shareCardFileName(raceName: string, day: string): string {
  const slug = raceName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'progress'}-${day}.png`;
}

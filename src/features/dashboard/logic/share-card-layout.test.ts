import { describe, expect, it } from 'vitest';
import {
  SHARE_CARD_SIZE,
  shareCardFileName,
  shareCardLayout,
  type ShareCardFacts,
} from './share-card-layout';

const facts = (over: Partial<ShareCardFacts> = {}): ShareCardFacts => ({
  brand: 'Canada Virtual Challenges',
  raceName: 'The Big Canada Run 2025',
  legName: '1000 km Leg',
  name: 'Avery T.',
  kmText: '250.00 km of 1,000.00 km',
  percentText: '25.00%',
  finishedText: null,
  percent: 25,
  milestoneFractions: [0, 0.5, 1],
  ...over,
});

describe('the share card layout', () => {
  it('puts her kilometres, percent, race and name on a 1080 × 1080 card, top to bottom', () => {
    const layout = shareCardLayout(facts());
    expect([layout.width, layout.height]).toEqual([1080, 1080]);
    expect(layout.texts.map((t) => t.text)).toEqual([
      'Canada Virtual Challenges',
      'The Big Canada Run 2025',
      '1000 km Leg',
      'Avery T.',
      '250.00 km of 1,000.00 km',
      '25.00%',
    ]);
    const ys = layout.texts.map((t) => t.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
    for (const text of layout.texts) {
      expect(text.x).toBe(540);
      expect(text.maxWidth).toBeLessThanOrEqual(SHARE_CARD_SIZE.width);
    }
    expect(layout.texts.find((t) => t.text.includes('km of'))?.bold).toBe(true);
  });

  it('places her on the route at her percent, its milestones as stops, the route done up to her', () => {
    const layout = shareCardLayout(facts());
    expect(layout.route).toEqual({ from: { x: 120, y: 820 }, to: { x: 960, y: 820 } });
    expect(layout.stops.map((s) => s.x)).toEqual([120, 540, 960]);
    expect(layout.position).toEqual({ x: 330, y: 820 });
    expect(layout.done).toEqual({ from: { x: 120, y: 820 }, to: { x: 330, y: 820 } });
  });

  it('keeps her marker on the route past 100 % and before 0', () => {
    expect(shareCardLayout(facts({ percent: 180 })).position.x).toBe(960);
    expect(shareCardLayout(facts({ percent: -5 })).position.x).toBe(120);
    expect(shareCardLayout(facts({ percent: Number.NaN })).position.x).toBe(120);
  });

  it('shows the day a finisher finished, and no name for one who chose hidden', () => {
    const layout = shareCardLayout(
      facts({ name: '', finishedText: 'Finished on March 3, 2026', percent: 100 }),
    );
    expect(layout.texts.map((t) => t.text)).toEqual([
      'Canada Virtual Challenges',
      'The Big Canada Run 2025',
      '1000 km Leg',
      '250.00 km of 1,000.00 km',
      '25.00%',
      'Finished on March 3, 2026',
    ]);
  });

  it('names the file after the race and the day', () => {
    expect(shareCardFileName('La Grande Course du Canada 2025', '2026-11-29')).toBe(
      'la-grande-course-du-canada-2025-2026-11-29.png',
    );
    expect(shareCardFileName('Défi d’été', '2026-07-01')).toBe('defi-d-ete-2026-07-01.png');
    expect(shareCardFileName('', '2026-07-01')).toBe('progress-2026-07-01.png');
  });
});

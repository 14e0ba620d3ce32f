import { describe, expect, it } from 'vitest';
import { parseMilestonesDoc } from '../../../contract/docs/milestones';
import { milestoneProgress } from './milestones';

const doc = parseMilestonesDoc({
  header: {
    name: 'Route',
    location: "St. John's, NL",
    image_url: '/a.svg',
    description: 'd',
    link: 'l',
  },
  milestones: [
    {
      name: 'Halifax',
      location: 'Halifax, NS',
      distance: 200,
      image_url: '/h.svg',
      description: 'x',
      link: 'y',
    },
    {
      name: 'Gander',
      location: 'Gander, NL',
      distance: 100,
      image_url: '/g.svg',
      description: 'x',
      link: 'y',
    },
    {
      name: 'Moncton',
      location: 'Moncton, NB',
      distance: 300,
      image_url: '/m.svg',
      description: 'x',
      link: 'y',
    },
  ],
});

describe('milestones', () => {
  it('sorts by distance and keeps the header', () => {
    expect(doc.milestones.map((m) => m.name)).toEqual(['Gander', 'Halifax', 'Moncton']);
    expect(doc.header).toEqual({
      name: 'Route',
      location: "St. John's, NL",
      imageUrl: '/a.svg',
      description: 'd',
      link: 'l',
    });
  });

  it.each([
    [0, [], 'Gander', 100],
    [99.5, [], 'Gander', 0.5],
    [100, ['Gander'], 'Halifax', 100],
    [250.25, ['Gander', 'Halifax'], 'Moncton', 49.75],
    [300, ['Gander', 'Halifax', 'Moncton'], null, null],
  ])('at %s km: reached %j, next %s in %s km', (total, reached, next, toGo) => {
    const progress = milestoneProgress(doc.milestones, total);
    expect(progress.reached.map((m) => m.name)).toEqual(reached);
    expect(progress.next?.milestone.name ?? null).toBe(next);
    if (toGo === null) expect(progress.next).toBeNull();
    else expect(progress.next?.kmToGo).toBeCloseTo(toGo, 9);
  });

  it('reads a missing list as none', () => {
    expect(parseMilestonesDoc({}).milestones).toEqual([]);
  });
});

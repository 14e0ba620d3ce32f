import { describe, expect, it } from 'vitest';
import { parseMilestonesDoc } from './milestones';

describe('parseMilestonesDoc (milestones/{id})', () => {
  it('reads the header and the milestones, sorted by distance', () => {
    const doc = parseMilestonesDoc({
      header: { name: 'Route', location: 'NL', image_url: '/a.svg', description: 'd', link: 'l' },
      milestones: [
        { name: 'Halifax', distance: 200, image_url: '/h.svg' },
        { name: 'Gander', distance: '100' },
      ],
    });
    expect(doc.header).toEqual({
      name: 'Route',
      location: 'NL',
      imageUrl: '/a.svg',
      description: 'd',
      link: 'l',
    });
    expect(doc.milestones).toEqual([
      { name: 'Gander', location: '', distance: 100, imageUrl: '', description: '', link: '' },
      {
        name: 'Halifax',
        location: '',
        distance: 200,
        imageUrl: '/h.svg',
        description: '',
        link: '',
      },
    ]);
  });

  it('puts a milestone without a distance at the start', () => {
    expect(
      parseMilestonesDoc({ milestones: [{ name: 'A', distance: 'x' }] }).milestones[0]?.distance,
    ).toBe(0);
  });

  it.each([undefined, null, 'x', { milestones: 'x' }])(
    'reads %j as an empty header and no milestones',
    (raw) => {
      const doc = parseMilestonesDoc(raw);
      expect(doc.milestones).toEqual([]);
      expect(doc.header).toEqual({
        name: '',
        location: '',
        imageUrl: '',
        description: '',
        link: '',
      });
    },
  );
});

import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, kmOf, milestonesOf, moved, problemsOf } from './milestone-drafts';

const banff = {
  name: 'Banff',
  location: 'Banff, AB',
  distance: 120.5,
  imageUrl: '/images/milestone-flag.svg',
  description: 'In the Rockies.',
  link: 'https://example.test/banff',
  fr: { name: 'Banff', location: 'Banff (Alb.)', description: 'Dans les Rocheuses.' },
};

describe('the race-setup form’s milestones', () => {
  it('round-trips a milestone through its row', () => {
    expect(milestonesOf([draftOf(banff)])).toEqual([banff]);
  });

  it('reads km with a decimal point or comma, and nothing else', () => {
    expect(kmOf(' 12,5 ')).toBe(12.5);
    expect(kmOf('40')).toBe(40);
    expect(kmOf('-3')).toBe(-3);
    expect(kmOf('')).toBeNull();
    expect(kmOf('12 km')).toBeNull();
  });

  it('sends a km that is not a number as null, for the server to refuse at the field', () => {
    expect(milestonesOf([{ ...emptyDraft(), distance: 'far' }])[0]?.distance).toBeNull();
  });

  it('moves a row up and down, and not past either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    const rows = ['a', 'b'];
    expect(moved(rows, 0, -1)).toBe(rows);
    expect(moved(rows, 1, 1)).toBe(rows);
  });

  it('places the server’s problem at its row and field', () => {
    const rows = [draftOf(banff), draftOf(banff)];
    expect(problemsOf(rows, { index: 1, field: 'fr.location', problem: 'tooLong' })).toEqual({
      [rows[1]!.key]: { frLocation: 'tooLong' },
    });
    expect(problemsOf(rows, { index: 5, field: 'name', problem: 'required' })).toEqual({});
    expect(problemsOf(rows, { problem: 'tooMany' })).toEqual({});
  });

  it('marks every milestone past the leg’s km', () => {
    const rows = [
      { ...draftOf(banff), distance: '99' },
      { ...draftOf(banff), distance: '101' },
      { ...draftOf(banff), distance: '150' },
    ];
    expect(problemsOf(rows, { problem: 'beyondFinish', legKm: 100 })).toEqual({
      [rows[1]!.key]: { distance: 'beyondFinish' },
      [rows[2]!.key]: { distance: 'beyondFinish' },
    });
  });
});

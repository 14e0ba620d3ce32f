import { describe, expect, it } from 'vitest';
import type { RaceNumbersResult } from '../callables/organiser-numbers';
import { parseCsv } from './csv';
import { dollarsOf, numbersCsv, shapeNumbers } from './numbers-tables';

const result: RaceNumbersResult = {
  days: ['2026-11-28', '2026-11-29'],
  legs: [
    {
      legId: 'price_a',
      legName: '250 km Leg',
      registrations: 5,
      complimentary: 1,
      perDay: [2, 1],
      payments: 4,
      grossCents: 23_600,
      refundedCents: 5_900,
      active7Days: 3,
      finishers: 1,
      teams: [
        { name: 'Maple', members: 3 },
        { name: 'Birch, and co', members: 2 },
      ],
    },
    {
      legId: 'price_b',
      legName: '',
      registrations: 0,
      complimentary: 0,
      perDay: [0, 4],
      payments: 0,
      grossCents: 0,
      refundedCents: 0,
      active7Days: 0,
      finishers: 0,
      teams: [],
    },
  ],
};

describe('shapeNumbers', () => {
  it('registrations: a row per day, a column per leg (its name, else its id), and the total', () => {
    const table = shapeNumbers('registrations', result);
    expect(table.columns.map((c) => c.label ?? c.key)).toEqual([
      'day',
      '250 km Leg',
      'price_b',
      'total',
    ]);
    expect(table.rows).toEqual([
      ['2026-11-28', 2, 0, 2],
      ['2026-11-29', 1, 4, 5],
    ]);
  });

  it('amounts: complimentary apart, net is gross less refunded', () => {
    expect(shapeNumbers('amounts', result).rows[0]).toEqual([
      'price_a',
      '250 km Leg',
      5,
      1,
      4,
      23_600,
      5_900,
      17_700,
    ]);
  });

  it('participants and teams', () => {
    expect(shapeNumbers('participants', result).rows).toEqual([
      ['price_a', '250 km Leg', 5, 3, 1],
      ['price_b', 'price_b', 0, 0, 0],
    ]);
    expect(shapeNumbers('teams', result).rows).toEqual([
      ['price_a', '250 km Leg', 'Maple', 3],
      ['price_a', '250 km Leg', 'Birch, and co', 2],
    ]);
  });
});

describe('numbersCsv', () => {
  it('writes the header and the rows, money in dollars, fields quoted as the medals export', () => {
    const csv = numbersCsv(shapeNumbers('amounts', result));
    const parsed = parseCsv(csv);
    expect(parsed.ok && parsed.rows[0]).toEqual([
      'legId',
      'leg',
      'registrations',
      'complimentary',
      'payments',
      'gross',
      'refunded',
      'net',
    ]);
    expect(parsed.ok && parsed.rows[1]).toEqual([
      'price_a',
      '250 km Leg',
      '5',
      '1',
      '4',
      '236.00',
      '59.00',
      '177.00',
    ]);
    expect(numbersCsv(shapeNumbers('teams', result))).toContain('"Birch, and co",2\r\n');
  });

  it('writes cents as dollars with two decimals', () => {
    expect([0, 5, 1999, 123_456].map(dollarsOf)).toEqual(['0.00', '0.05', '19.99', '1234.56']);
  });
});

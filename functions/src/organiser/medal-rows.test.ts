import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../src/contract/organiser/csv';
import { parseTrackingImport } from '../../../src/contract/organiser/medal-shipment';
import { medalRows, medalsCsv } from './medal-rows';

const LEG = 'price_tbcr25_1000km';
const ADDRESS = {
  firstName: 'Élise',
  lastName: 'Côté',
  address: '12 rue Saint-Denis, app. 3',
  country: 'CA',
  state: 'QC',
  city: 'Montréal',
  postalCode: 'H2X 1K4',
  phoneNumber: '+1 514-555-0100',
};

function user(uid: string, entry: Record<string, unknown>, country = 'CA') {
  return {
    uid,
    data: {
      email: `${uid}@example.test`,
      details: { firstName: 'Profile', lastName: 'Name' },
      subscribedRaces: {
        [LEG]: { bibNumber: 100, shippingAddress: { ...ADDRESS, country }, ...entry },
        price_other: { bibNumber: 1, completedDate: new Date('2026-10-01T12:00:00Z') },
      },
    },
  };
}

const USERS = [
  user('late', { completedDate: new Date('2026-11-20T15:00:00Z'), bibNumber: 103 }),
  user('early', {
    completedDate: new Date('2026-10-02T03:00:00Z'),
    bibNumber: 101,
    boughtProducts: { prod_toque: 'Toque', prod_socks: 'Maple Leaf Socks' },
  }),
  user('abroad', { completedDate: new Date('2026-11-01T12:00:00Z'), bibNumber: 102 }, 'US'),
  user('shipped', {
    completedDate: new Date('2026-10-05T12:00:00Z'),
    medalShipment: { carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
  }),
  user('running', {}),
  { uid: 'none', data: { subscribedRaces: {} } },
];

describe('medalRows', () => {
  it('lists the finishers not shipped, by finish time, with the order’s address and extras', () => {
    const rows = medalRows({ legId: LEG, format: 'list' }, USERS);
    expect(rows.map((row) => row.uid)).toEqual(['early', 'abroad', 'late']);
    expect(rows[0]).toEqual({
      registrationId: `${LEG}__early`,
      uid: 'early',
      bib: 101,
      ...ADDRESS,
      email: 'early@example.test',
      extras: ['Maple Leaf Socks', 'Toque'],
      finishedAt: '2026-10-02T03:00:00.000Z',
    });
  });

  it('filters by country and by the Toronto day she finished', () => {
    const rows = (filters: object) =>
      medalRows({ legId: LEG, format: 'list', ...filters }, USERS).map((row) => row.uid);
    expect(rows({ country: 'US' })).toEqual(['abroad']);
    // 03:00 UTC on 2 October is 1 October in Toronto.
    expect(rows({ finishedTo: '2026-10-01' })).toEqual(['early']);
    expect(rows({ finishedFrom: '2026-10-02', finishedTo: '2026-11-19' })).toEqual(['abroad']);
  });
});

describe('medalsCsv', () => {
  it('is a file the tracking import reads back once filled in', () => {
    const rows = medalRows({ legId: LEG, format: 'csv' }, USERS);
    const csv = medalsCsv(rows);
    const parsed = parseCsv(csv);
    expect(parsed.ok && parsed.rows[1]).toEqual([
      `${LEG}__early`,
      '101',
      'Élise',
      'Côté',
      '12 rue Saint-Denis, app. 3',
      'Montréal',
      'QC',
      'H2X 1K4',
      'CA',
      '+1 514-555-0100',
      'early@example.test',
      'Maple Leaf Socks; Toque',
      '2026-10-01',
      '',
      '',
    ]);
    const filled = csv.replace(/,,\r\n/g, ',Canada Post,7023210039414604\r\n');
    const back = parseTrackingImport(filled, LEG);
    expect(back.ok && back.lines.map((line) => line.reference)).toEqual([
      { kind: 'registration', legId: LEG, uid: 'early' },
      { kind: 'registration', legId: LEG, uid: 'abroad' },
      { kind: 'registration', legId: LEG, uid: 'late' },
    ]);
  });
});

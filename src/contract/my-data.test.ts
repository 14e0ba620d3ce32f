import { describe, expect, it } from 'vitest';
import { parseRacerRow } from './docs/racer-row';
import type { FeedItem, FeedItemKind } from './docs/team-feed';
import { parseUserDoc } from './docs/user';
import {
  activitiesCsv,
  buildMyData,
  MY_DATA_FORMAT,
  sourceOfKey,
  type MyDataSources,
} from './my-data';

const user = parseUserDoc({
  email: 'ana@example.test',
  agreedToTerms: true,
  details: { firstName: 'Ana', lastName: 'Roy', city: 'Québec' },
  stravaAccount: { id: '42' },
  referral_link: 'ana-roy',
  leaderboardName: 'initial',
  subscribedRaces: {
    price_b: {
      raceId: 'r1',
      bibNumber: 12,
      teamName: 'Otters',
      stravaLink: true,
      raceInfo: { name: 'The Big Canada Run', legName: '1,000 km' },
      giftCodes: { GIFT1: 'price_b' },
    },
    price_a: { raceId: 'r2', bibNumber: 3, raceInfo: { name: 'Ride', legName: '250 km' } },
  },
});

const sources = (over: Partial<MyDataSources> = {}): MyDataSources => ({
  uid: 'u1',
  now: new Date('2026-11-24T12:00:00Z'),
  user,
  language: 'fr',
  emailPreferences: { news: false },
  rows: {
    price_b: parseRacerRow({
      totalDistance: 17.5,
      times: {
        S_9001: { distance: 10, day: '2026-11-20', duration: { hours: 1, minutes: 2, seconds: 3 } },
        '1795504929022_2026-11-19': {
          distance: 7.5,
          day: '2026-11-19',
          duration: { hours: 0, minutes: 45, seconds: 0 },
        },
      },
    }),
  },
  captainOf: new Set(['price_b']),
  referrals: { total: 2, perLeg: { price_b: 2 } },
  giftCodes: [{ code: 'GIFT1', legId: 'price_b', used: false }],
  payments: [],
  ...over,
});

describe('buildMyData', () => {
  it('holds her profile, preferences, registrations in leg order, and each activity with its source', () => {
    const data = buildMyData(sources());
    expect(data.format).toBe(MY_DATA_FORMAT);
    expect(data.exportedAt).toBe('2026-11-24T12:00:00.000Z');
    expect(data.profile).toMatchObject({
      uid: 'u1',
      email: 'ana@example.test',
      referralLink: 'ana-roy',
    });
    expect(data.preferences).toEqual({
      language: 'fr',
      leaderboardName: 'initial',
      email: { news: false },
    });
    expect(data.trackers).toEqual({ linked: 'strava' });
    expect(
      data.registrations.map((r) => [r.legId, r.teamName, r.captain, r.totalDistanceKm]),
    ).toEqual([
      ['price_a', 'noTeam', false, 0],
      ['price_b', 'Otters', true, 17.5],
    ]);
    expect(data.activities).toEqual([
      {
        legId: 'price_b',
        key: '1795504929022_2026-11-19',
        day: '2026-11-19',
        distanceKm: 7.5,
        duration: '0:45:00',
        source: 'manual',
      },
      {
        legId: 'price_b',
        key: 'S_9001',
        day: '2026-11-20',
        distanceKm: 10,
        duration: '1:02:03',
        source: 'strava',
      },
    ]);
    expect(data.giftCodesBought).toEqual([{ code: 'GIFT1', legId: 'price_b', used: false }]);
  });

  it("lists her notes on her teams' feeds, oldest first, and the items she cheered; not the server's items about her", () => {
    const item = (id: string, kind: FeedItemKind, at: string, text = ''): FeedItem => ({
      id,
      kind,
      uid: 'u1',
      name: '',
      createdAt: new Date(at),
      milestone: null,
      text,
      cheers: 0,
      hidden: false,
    });
    const data = buildMyData(
      sources({
        feedNotes: [
          {
            legId: 'price_b',
            teamName: 'Otters',
            item: item('n2', 'note', '2026-03-02', 'Rest day'),
          },
          {
            legId: 'price_b',
            teamName: 'Otters',
            item: item('finish__u1', 'finish', '2026-03-01'),
          },
          { legId: 'price_b', teamName: 'Otters', item: item('n1', 'note', '2026-03-01', 'Go!') },
        ],
        feedCheers: [
          { legId: 'price_c', teamName: 'Hares', count: 0 },
          { legId: 'price_b', teamName: 'Otters', count: 2 },
        ],
      }),
    );
    expect(data.teamFeed).toEqual({
      notes: [
        {
          legId: 'price_b',
          teamName: 'Otters',
          itemId: 'n1',
          postedAt: '2026-03-01T00:00:00.000Z',
          text: 'Go!',
        },
        {
          legId: 'price_b',
          teamName: 'Otters',
          itemId: 'n2',
          postedAt: '2026-03-02T00:00:00.000Z',
          text: 'Rest day',
        },
      ],
      cheers: [{ legId: 'price_b', teamName: 'Otters', count: 2 }],
    });
    expect(buildMyData(sources()).teamFeed).toEqual({ notes: [], cheers: [] });
  });

  it('lists her devices with push on: the push service, the kinds, when saved (docs/push.md)', () => {
    const kinds = { milestones: true, cheers: false, notes: true, trackers: false };
    const data = buildMyData(
      sources({
        pushDevices: [
          {
            deviceId: 'b',
            endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/secret',
            keys: { p256dh: 'P', auth: 'A' },
            kinds,
            updatedAt: new Date('2026-11-02T00:00:00Z'),
          },
          {
            deviceId: 'a',
            endpoint: 'https://fcm.googleapis.com/fcm/send/secret',
            keys: { p256dh: 'P', auth: 'A' },
            kinds,
            updatedAt: null,
          },
        ],
      }),
    );
    expect(data.notifications).toEqual({
      devices: [
        { deviceId: 'a', pushService: 'fcm.googleapis.com', kinds, updatedAt: null },
        {
          deviceId: 'b',
          pushService: 'updates.push.services.mozilla.com',
          kinds,
          updatedAt: '2026-11-02T00:00:00.000Z',
        },
      ],
    });
    expect(JSON.stringify(data)).not.toContain('secret');
    expect(buildMyData(sources()).notifications).toEqual({ devices: [] });
  });

  it('keeps the payments as recorded, oldest first, without their metadata', () => {
    const payment = (id: string, at: string) => ({
      id,
      status: 'succeeded',
      currency: 'cad',
      amountReceived: 12900,
      metadata: { legId: 'price_b', uid: 'u1', origin: 'x' },
      createdAt: new Date(at),
      giftCode: null,
      complimentary: false,
    });
    const data = buildMyData(
      sources({ payments: [payment('p2', '2026-02-01'), payment('p1', '2026-01-01')] }),
    );
    expect(data.payments.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(data.payments[0]).toEqual({
      id: 'p1',
      createdAt: '2026-01-01T00:00:00.000Z',
      status: 'succeeded',
      amountCents: 12900,
      currency: 'cad',
      legId: 'price_b',
      giftCode: null,
    });
  });
});

describe('sourceOfKey', () => {
  it.each([
    ['S_1', 'strava'],
    ['Fit_1', 'fitbit'],
    ['Garmin_1', 'garmin'],
    ['1795504929022_2026-11-19', 'manual'],
  ])('%s is %s', (key, source) => {
    expect(sourceOfKey(key)).toBe(source);
  });
});

describe('activitiesCsv', () => {
  it('is a header and one CRLF line per activity', () => {
    expect(activitiesCsv(buildMyData(sources()))).toBe(
      'leg,race,day,distance_km,duration,source\r\n' +
        'price_b,"The Big Canada Run 1,000 km",2026-11-19,7.5,0:45:00,manual\r\n' +
        'price_b,"The Big Canada Run 1,000 km",2026-11-20,10,1:02:03,strava\r\n',
    );
  });

  it('quotes and defuses what a spreadsheet would run', () => {
    const tricky = parseUserDoc({
      subscribedRaces: { price_x: { raceInfo: { name: '=HYPERLINK("x")', legName: '' } } },
    });
    const csv = activitiesCsv(
      buildMyData(
        sources({
          user: tricky,
          rows: {
            price_x: parseRacerRow({
              times: { S_1: { distance: 1, day: '2026-01-01', duration: {} } },
            }),
          },
        }),
      ),
    );
    expect(csv.split('\r\n')[1]).toBe(`price_x,"'=HYPERLINK(""x"")",2026-01-01,1,0:00:00,strava`);
  });
});

import { describe, expect, it } from 'vitest';
import { MY_DATA_FORMAT, type MyData } from '../../../contract/my-data';
import { myDataFiles } from './my-data-files';

const data: MyData = {
  format: MY_DATA_FORMAT,
  exportedAt: '2026-11-24T13:00:00.000Z',
  profile: {
    uid: 'u1',
    email: 'a@example.test',
    createdAt: null,
    agreedToTerms: true,
    details: null,
    referralLink: '',
  },
  preferences: { language: null, leaderboardName: 'full', email: {} },
  trackers: { linked: 'none' },
  registrations: [],
  activities: [],
  referrals: { total: 0, perLeg: {} },
  notifications: { devices: [] },
  giftCodesBought: [],
  teamFeed: { notes: [], cheers: [] },
  payments: [],
};

describe('myDataFiles', () => {
  it('is the JSON export and the activities CSV, named with the day', () => {
    const [json, csv] = myDataFiles(data);
    expect(json).toMatchObject({ name: 'my-data-2026-11-24.json', type: 'application/json' });
    expect(JSON.parse(json!.content)).toEqual(data);
    expect(csv).toMatchObject({ name: 'my-activities-2026-11-24.csv', type: 'text/csv' });
    expect(csv!.content).toBe('leg,race,day,distance_km,duration,source\r\n');
  });
});

import { describe, expect, it } from 'vitest';
import {
  parseCarrier,
  parseMedalShipment,
  parseRegistrationId,
  parseTrackingImport,
  parseTrackingNumber,
  registrationIdOf,
  trackingUrl,
} from './medal-shipment';

const LEG = 'price_tbcr25_1000km';

describe('carriers and tracking numbers', () => {
  it.each([
    ['Canada Post', 'canada-post'],
    ['Postes Canada', 'canada-post'],
    ['canada-post', 'canada-post'],
    ['PUROLATOR', 'purolator'],
    ['FedEx', 'fedex'],
    ['Pony Express', null],
    [3, null],
  ])('%j is %j', (name, carrier) => {
    expect(parseCarrier(name)).toBe(carrier);
  });

  it.each([
    ['1234 5678 9012 3456', '1234567890123456'],
    ['1z999aa10123456784', '1Z999AA10123456784'],
    ['12345', null],
    ['AB-123456', null],
    ['x'.repeat(41), null],
  ])('tracking number %j is %j', (text, number) => {
    expect(parseTrackingNumber(text)).toBe(number);
  });

  it('links the carrier’s tracking page', () => {
    expect(trackingUrl('canada-post', '7023210039414604')).toBe(
      'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=7023210039414604',
    );
    expect(trackingUrl('ups', '1Z999AA10123456784')).toContain('tracknum=1Z999AA10123456784');
  });
});

describe('registration ids', () => {
  it('reads back what it makes', () => {
    expect(parseRegistrationId(registrationIdOf(LEG, 'demo-p04'))).toEqual({
      legId: LEG,
      uid: 'demo-p04',
    });
  });

  it.each(['demo-p04', `${LEG}__`, `${LEG}__a/b`, 'nope__x', 42])('refuses %j', (id) => {
    expect(parseRegistrationId(id)).toBeNull();
  });
});

describe('parseMedalShipment', () => {
  const toDate = (value: unknown) => (value instanceof Date ? value : null);
  it('reads a shipment with its link', () => {
    const shippedAt = new Date('2026-11-20T15:00:00Z');
    expect(
      parseMedalShipment(
        { carrier: 'purolator', trackingNumber: '329000000001', shippedAt },
        toDate,
      ),
    ).toEqual({
      carrier: 'purolator',
      trackingNumber: '329000000001',
      trackingUrl: 'https://www.purolator.com/en/shipping/tracker?pin=329000000001',
      shippedAt,
    });
  });

  it.each([null, 'x', { carrier: 'pony', trackingNumber: '1234567' }, { carrier: 'ups' }])(
    'reads %j as none',
    (value) => {
      expect(parseMedalShipment(value, toDate)).toBeNull();
    },
  );
});

describe('parseTrackingImport', () => {
  it('reads bibs and registration ids, any column order, other columns ignored', () => {
    const file = [
      'firstName,trackingNumber,bib,carrier,registrationId',
      `Avery,7023 2100 3941 4604,104,Canada Post,`,
      `Élise,329000000001,,Purolator,${LEG}__demo-p14`,
    ].join('\r\n');
    expect(parseTrackingImport(file, LEG)).toEqual({
      ok: true,
      lines: [
        {
          line: 2,
          reference: { kind: 'bib', bib: 104 },
          carrier: 'canada-post',
          trackingNumber: '7023210039414604',
        },
        {
          line: 3,
          reference: { kind: 'registration', legId: LEG, uid: 'demo-p14' },
          carrier: 'purolator',
          trackingNumber: '329000000001',
        },
      ],
    });
  });

  it('names every bad line and its problem', () => {
    const file = [
      'bib,carrier,tracking number',
      '104,Pony,1234567',
      'abc,UPS,1Z999AA10123456784',
      '105,UPS,12',
      '106,UPS,1Z999AA10123456784',
      '106,UPS,1Z999AA10123456785',
    ].join('\n');
    expect(parseTrackingImport(file, LEG)).toEqual({
      ok: false,
      errors: [
        { line: 2, problem: 'badCarrier' },
        { line: 3, problem: 'noReference' },
        { line: 4, problem: 'badTrackingNumber' },
        { line: 6, problem: 'repeated' },
      ],
    });
  });

  it('refuses a registration of another leg', () => {
    const file = `registrationId,carrier,trackingNumber\nprice_other__u1,UPS,1Z999AA10123456784`;
    expect(parseTrackingImport(file, LEG)).toEqual({
      ok: false,
      errors: [{ line: 2, problem: 'otherLeg' }],
    });
  });

  it.each([
    ['', 'noLines'],
    ['bib,carrier,trackingNumber\r\n', 'noLines'],
    ['bib,carrier\n1,UPS', 'noColumns'],
    ['bib,carrier,trackingNumber\n"1,UPS,123456', 'unreadable'],
  ])('refuses the file %j: %s', (file, problem) => {
    expect(parseTrackingImport(file, LEG)).toMatchObject({ ok: false, errors: [{ problem }] });
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { constantMismatches, RulesConstantError, rulesConstants } from './rules-constants.mjs';

// The pieces of firestore.rules that hold the shared numbers, in the same shape.
const RULES = `service cloud.firestore {
  match /databases/{database}/documents {
    function validDetails(d) {
      return d is map
        && optionalText(d, 'firstName', 100) && optionalText(d, 'address', 200)
        && optionalText(d, 'phoneNumber', 12);
    }
    match /races/{legId}/standings/{shardId} {
      allow list: if request.auth != null && request.query.limit <= 16;
    }
    function validDuration(d) {
      return d.hours is int && d.hours >= 0 && d.hours <= 24
        && d.minutes is int && d.minutes >= 0 && d.minutes <= 59
        && d.seconds is int && d.seconds >= 0 && d.seconds <= 59;
    }
    function validEntry(key, e, legId) {
      return key.matches('^[0-9]{1,16}_[0-9]{4}-[0-9]{2}-[0-9]{2}$')
        && (e.distance is int || e.distance is float) && e.distance > 0 && e.distance < 200;
    }
    function keepsOneDuplicatePair() {
      return added[0].matches('^[0-9]{1,16}_[0-9]{4}-[0-9]{2}-[0-9]{2}$')
        && kept[added[0]].matches('^(S|Fit|Garmin)_[A-Za-z0-9-]{1,64}$');
    }
  }
}
`;

const CONTRACT = {
  standingsListLimit: 16,
  maxActivityKm: 200,
  durationMax: { seconds: 59, minutes: 59, hours: 24 },
  detailsMax: { firstName: 100, address: 200, phoneNumber: 12 },
};

describe('rulesConstants', () => {
  it('reads each number from the block or function that enforces it', () => {
    expect(rulesConstants(RULES)).toEqual({
      standingsListLimit: 16,
      maxActivityKm: 200,
      durationMax: { hours: 24, minutes: 59, seconds: 59 },
      detailsMax: { firstName: 100, address: 200, phoneNumber: 12 },
      manualKeyPatterns: [
        '^[0-9]{1,16}_[0-9]{4}-[0-9]{2}-[0-9]{2}$',
        '^[0-9]{1,16}_[0-9]{4}-[0-9]{2}-[0-9]{2}$',
      ],
      trackerKeyPattern: '^(S|Fit|Garmin)_[A-Za-z0-9-]{1,64}$',
      fileKeyPattern: null,
    });
  });

  it.each([
    [
      'the standings block is gone',
      RULES.replace('/standings/{shardId}', '/standing/{shardId}'),
      'expected one match /databases/{}/documents/races/{}/standings/{}, found 0',
    ],
    [
      'the standings block is there twice',
      RULES.replace(
        '    function validDuration',
        '    match /races/{race}/standings/{id} {\n    }\n    function validDuration',
      ),
      'found 2',
    ],
    [
      'the list limit is no longer a bound',
      RULES.replace('request.query.limit <= 16', 'request.query.limit != null'),
      'no `request.query.limit <= N`',
    ],
    [
      'validEntry is renamed',
      RULES.replace('function validEntry', 'function validActivity'),
      'expected one function validEntry, found 0',
    ],
    [
      'the seconds bound is gone',
      RULES.replace('d.seconds <= 59', 'd.seconds < 60'),
      'no `seconds <= N` in validDuration',
    ],
  ])('throws when %s', (_label, text, message) => {
    expect(() => rulesConstants(text)).toThrow(RulesConstantError);
    expect(() => rulesConstants(text)).toThrow(message);
  });
});

describe('constantMismatches', () => {
  it('finds none when the rules and the contract agree (key order aside)', () => {
    expect(constantMismatches(rulesConstants(RULES), CONTRACT)).toEqual([]);
  });

  it.each([
    [
      'the standings limit',
      'request.query.limit <= 16',
      'request.query.limit <= 15',
      'standingsListLimit: rules 15, contract 16',
    ],
    [
      'the distance bound',
      'e.distance < 200',
      'e.distance < 250',
      'maxActivityKm: rules 250, contract 200',
    ],
    [
      'an hours bound',
      'd.hours <= 24',
      'd.hours <= 23',
      'durationMax: rules {"hours":23,"minutes":59,"seconds":59}, contract {"seconds":59,"minutes":59,"hours":24}',
    ],
    [
      'a details bound',
      "optionalText(d, 'address', 200)",
      "optionalText(d, 'address', 100)",
      'detailsMax: rules {"firstName":100,"address":100,"phoneNumber":12}',
    ],
    [
      'a details field left unbounded',
      " && optionalText(d, 'phoneNumber', 12)",
      '',
      'detailsMax: rules {"firstName":100,"address":200}',
    ],
  ])('reports a planted change of %s', (_label, from, to, message) => {
    const planted = RULES.replace(from, to);
    expect(planted).not.toBe(RULES);
    const mismatches = constantMismatches(rulesConstants(planted), CONTRACT);
    expect(mismatches).toHaveLength(1);
    expect(mismatches[0]).toContain(message);
  });
});

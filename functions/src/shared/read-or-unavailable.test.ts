import { describe, expect, it } from 'vitest';
import { REGISTRATION_UNAVAILABLE_MESSAGE } from '../../../src/contract/registration-refusals';
import { readOrUnavailable } from './read-or-unavailable';

describe('readOrUnavailable', () => {
  it('passes a read that answers through, whatever it found', async () => {
    await expect(readOrUnavailable(Promise.resolve(null), 'referral link')).resolves.toBeNull();
    await expect(
      readOrUnavailable(Promise.resolve({ owner: 'u1' }), 'referral link'),
    ).resolves.toEqual({ owner: 'u1' });
  });

  it.each([
    [
      'an outage',
      Object.assign(new Error('14 UNAVAILABLE: No connection established'), { code: 14 }),
    ],
    ['a timeout', Object.assign(new Error('4 DEADLINE_EXCEEDED: Deadline exceeded'), { code: 4 })],
    ['anything thrown', 'boom'],
  ])('turns %s into unavailable with the retry message, never a refusal', async (_, thrown) => {
    await expect(readOrUnavailable(Promise.reject(thrown), 'referral link')).rejects.toMatchObject({
      code: 'unavailable',
      message: REGISTRATION_UNAVAILABLE_MESSAGE,
      details: undefined,
    });
  });
});

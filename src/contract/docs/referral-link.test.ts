import { describe, expect, it } from 'vitest';
import { parseReferralLink } from './referral-link';

describe('parseReferralLink', () => {
  it.each([
    ['a link', { name: 'Avery Tremblay', owner: 'u1' }, { name: 'Avery Tremblay', owner: 'u1' }],
    ['no name', { owner: 'u1' }, { name: '', owner: 'u1' }],
    ['absent document', undefined, null],
    ['no owner', { name: 'Avery' }, null],
    ['an empty owner', { name: 'Avery', owner: '' }, null],
    ['an owner of another type', { name: 'Avery', owner: 42 }, null],
    ['a name of another type', { name: ['x'], owner: 'u1' }, { name: '', owner: 'u1' }],
    ['extra fields', { name: 'A', owner: 'u1', createdAt: 5 }, { name: 'A', owner: 'u1' }],
  ])('%s', (_label, data, expected) => expect(parseReferralLink(data)).toEqual(expected));
});

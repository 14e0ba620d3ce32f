import { describe, expect, it } from 'vitest';
import { isPlaceholder, placeholderReason } from './placeholder';

describe('placeholderReason', () => {
  it.each([
    ['production-web-api-key-placeholder', true],
    ['staging-maps-key-placeholder', true],
    ['PLACEHOLDER', true],
    ['changeme', true],
    ['sk_live_CHANGEME', true],
    ['TODO', true],
    ['xxxx', true],
    ['hello@example.com', true],
    ['https://example.org/policies', true],
    ['https://www.example.net', true],
    ['Support <support@example.com>', true],
    ['AIzaSyA1b2C3d4E5f6G7h8I9j0KlMnOpQrStUvW', false],
    ['support@canadavirtualchallenges.ca', false],
    ['http://run.example.test:4173', false],
    ['https://example.company.ca', false],
    ['demo-virtual-challenges', false],
    ['1:222222222222:web:2222222222222222222222', false],
    ['todo-list-app', false],
  ])('%s → %s', (value, expected) => {
    expect(isPlaceholder(value)).toBe(expected);
  });

  it('says why', () => {
    expect(placeholderReason('x-placeholder')).toBe('it is a placeholder, not a real value');
    expect(placeholderReason('a@example.com')).toMatch(/documentation domain/);
    expect(placeholderReason('real')).toBeNull();
  });
});

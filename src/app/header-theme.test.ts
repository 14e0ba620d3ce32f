import { describe, expect, it } from 'vitest';
import { headerTheme } from './header-theme';

describe('headerTheme: dark orange on staging and local hosts, otherwise black', () => {
  it.each([
    ['local', 'localhost', 'test'],
    ['production', 'localhost', 'test'],
    ['production', '127.0.0.1', 'test'],
    ['production', 'staging.canadavirtualchallenges.ca', 'test'],
    ['production', 'virtual-challenges-staging.web.app', 'test'],
    ['staging', 'app.canadavirtualchallenges.ca', 'test'],
    ['production', 'app.canadavirtualchallenges.ca', 'live'],
    ['production', 'stagingarea.example.com', 'live'],
  ] as const)('%s on %s → %s', (appEnv, hostname, theme) => {
    expect(headerTheme(appEnv, hostname)).toBe(theme);
  });
});

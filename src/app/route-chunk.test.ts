import { describe, expect, it } from 'vitest';
import { routeChunksFor } from './route-chunk';

describe('routeChunksFor', () => {
  it.each([
    ['/signin', ['auth']],
    ['/createaccount', ['auth']],
    ['/resetpassword', ['auth']],
    ['/register/thebigcanadarun2025/signin', ['registrationLayout', 'auth']],
    ['/register/thebigcanadarun2025/createaccount', ['registrationLayout', 'auth']],
    ['/dashboard/tbcr25_1000km', ['signedIn', 'dashboard']],
    ['/leaderboard/tbcr25_1000km/', ['signedIn', 'leaderboard']],
    ['/register/thebigcanadarun2025', ['registrationLayout', 'registration']],
    ['/register/CelebrateCanada', []],
    ['/register/thebigcanadarun2025/confirmation', []],
    ['/', ['signedIn']],
    ['/account', ['signedIn']],
    ['/404', []],
    ['/dashboard', []],
  ])('%s needs %j', (path, chunks) => {
    expect(routeChunksFor(path)).toEqual(chunks);
  });
});

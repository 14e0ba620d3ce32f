import { describe, expect, it } from 'vitest';
import { migrationArgs, reportLines } from './garmin-migration-args.mjs';

const NOW = new Date('2026-11-28T05:00:00.000Z');

describe('the Garmin migration command line', () => {
  it.each([
    [[], { apply: false, reportPath: 'garmin-migration-dry-run-2026-11-28T05-00-00-000Z.json' }],
    [
      ['--dry-run'],
      { apply: false, reportPath: 'garmin-migration-dry-run-2026-11-28T05-00-00-000Z.json' },
    ],
    [
      ['--apply'],
      { apply: true, reportPath: 'garmin-migration-apply-2026-11-28T05-00-00-000Z.json' },
    ],
    [['--apply', '--report', 'r.json'], { apply: true, reportPath: 'r.json' }],
    [['--apply', '--dry-run'], { error: 'Choose one of --dry-run and --apply.' }],
    [['--report'], { error: '--report needs a file name.' }],
    [['--report', '--apply'], { error: '--report needs a file name.' }],
    [['--force'], { error: 'Unknown argument --force (use --dry-run, --apply, --report <file>).' }],
  ])('%j', (argv, expected) => {
    expect(migrationArgs(argv, NOW)).toEqual(expected);
  });
});

describe("the migration report's lines", () => {
  it('a dry run says what an apply would move', () => {
    const lines = reportLines({
      mode: 'dry-run',
      moved: [{ uid: 'u1', garminUserId: 'g1' }],
      failed: [],
      skipped: [{ uid: 'u2', garminUserId: 'g2', reason: 'already on OAuth 2.0' }],
    });
    expect(lines).toEqual([
      'Dry run: would move 1, failed 0, skipped 1.',
      '  would move garmin_g1 (u1)',
      '  skipped garmin_g2 (u2): already on OAuth 2.0',
      'Run it again with --apply to move them.',
    ]);
  });

  it('an apply lists the failures with their reason and asks for another run', () => {
    const lines = reportLines({
      mode: 'apply',
      moved: [],
      failed: [{ uid: 'u1', garminUserId: 'g1', reason: 'Garmin answered 503 (temporary)' }],
      skipped: [],
    });
    expect(lines).toEqual([
      'Moved 0, failed 1, skipped 0.',
      '  failed garmin_g1 (u1): Garmin answered 503 (temporary)',
      'Run it again later: failed links are tried again.',
    ]);
  });
});

/**
 * The command line of `npm run trackers:migrate-garmin` (docs/trackers-fitbit-garmin.md,
 * "Moving the OAuth 1 links"). A dry run unless --apply; --dry-run says so explicitly;
 * --report <file> names the JSON report (default garmin-migration-<mode>-<time>.json). Pure.
 */

/**
 * @param {readonly string[]} argv the arguments after the script's name
 * @param {Date} now
 * @returns {{ apply: boolean, reportPath: string } | { error: string }}
 */
export function migrationArgs(argv, now) {
  let apply = false;
  let dryRun = false;
  let reportPath = '';
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--apply') apply = true;
    else if (arg === '--dry-run') dryRun = true;
    else if (arg === '--report') {
      reportPath = argv[i + 1] ?? '';
      i += 1;
      if (reportPath === '' || reportPath.startsWith('--'))
        return { error: '--report needs a file name.' };
    } else return { error: `Unknown argument ${arg} (use --dry-run, --apply, --report <file>).` };
  }
  if (apply && dryRun) return { error: 'Choose one of --dry-run and --apply.' };
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return {
    apply,
    reportPath: reportPath || `garmin-migration-${apply ? 'apply' : 'dry-run'}-${stamp}.json`,
  };
}

/**
 * The report's lines for the terminal.
 * @param {{ mode: string, moved: {uid: string, garminUserId: string}[], failed: {uid: string, garminUserId: string, reason?: string}[], skipped: {uid: string, garminUserId: string, reason?: string}[] }} report
 * @returns {string[]}
 */
export function reportLines(report) {
  const dry = report.mode === 'dry-run';
  return [
    `${dry ? 'Dry run: would move' : 'Moved'} ${report.moved.length}, failed ${report.failed.length}, skipped ${report.skipped.length}.`,
    ...report.moved.map(
      (e) => `  ${dry ? 'would move' : 'moved'} garmin_${e.garminUserId} (${e.uid})`,
    ),
    ...report.failed.map((e) => `  failed garmin_${e.garminUserId} (${e.uid}): ${e.reason}`),
    ...report.skipped.map((e) => `  skipped garmin_${e.garminUserId} (${e.uid}): ${e.reason}`),
    ...(dry && report.moved.length > 0 ? ['Run it again with --apply to move them.'] : []),
    ...(!dry && report.failed.length > 0
      ? ['Run it again later: failed links are tried again.']
      : []),
  ];
}

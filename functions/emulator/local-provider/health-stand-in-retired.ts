/**
 * Fitbit's own Web API and OAuth, retired on 2026-11-02 for the Google Health API
 * (docs/trackers.md, "Fitbit (Google Health API)"): the stand-in answers their paths 410 Gone as
 * Fitbit does, so a call to them (an old client, a participant connected the old way) meets what
 * production meets. Production code calls none of them.
 */
import type { Response } from 'firebase-functions/v2/https';

export function isRetiredFitbitPath(path: string): boolean {
  return (
    /^\/oauth2\/(token|revoke|authorize)$/.test(path) ||
    path.startsWith('/1/user/') ||
    path.startsWith('/1.2/user/')
  );
}

export function retired(res: Response): void {
  res.status(410).json({
    errors: [
      {
        errorType: 'gone',
        message: 'The Fitbit Web API has been shut down. Use the Google Health API.',
      },
    ],
  });
}

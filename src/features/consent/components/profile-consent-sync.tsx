import { useEffect } from 'react';
import { useAuth } from '../../../lib/auth-context';
import { reportError } from '../../../lib/report-error';

const consentStore = () => import('../../../lib/consent');
const profileConsent = () => import('../api/profile-consent');

/**
 * Analytics consent per person (docs/privacy.md, "The choice"): once she is signed in, her own
 * choice applies, read from her profile; a choice she makes is stored there; signed out, the
 * device's (a visitor's) applies again. The next person on a shared computer is asked for hers,
 * never given the previous one's. Its modules load only once Auth has answered, and the app
 * renders it only in a build with a measurement id (app.tsx).
 */
export function ProfileConsentSync() {
  const { status, user } = useAuth();
  const uid = user?.uid ?? null;

  useEffect(() => {
    if (status === 'loading') return undefined;
    let current = true;
    const follow = async () => {
      const consent = await consentStore();
      if (!current) return;
      if (!uid) {
        consent.personSignedOut();
        return;
      }
      consent.personSignedIn(uid);
      const profile = await profileConsent();
      let stored = null;
      try {
        stored = await profile.readProfileConsent(uid);
      } catch (error) {
        // Unreadable (offline, never cached): she is asked, and her answer is stored.
        reportError(error, { action: 'readAnalyticsConsent' });
      }
      if (!current) return;
      const carried = consent.personConsentRead(uid, stored);
      if (carried) await profile.saveProfileConsent(uid, carried);
    };
    follow().catch((error: unknown) => reportError(error, { action: 'followAnalyticsConsent' }));
    return () => {
      current = false;
    };
  }, [status, uid]);

  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let current = true;
    void consentStore().then((consent) => {
      if (!current) return;
      unsubscribe = consent.onPersonChoice((who, choice) => {
        profileConsent()
          .then((profile) => profile.saveProfileConsent(who, choice))
          .catch((error: unknown) => reportError(error, { action: 'saveAnalyticsConsent' }));
      });
    });
    return () => {
      current = false;
      unsubscribe?.();
    };
  }, []);

  return null;
}

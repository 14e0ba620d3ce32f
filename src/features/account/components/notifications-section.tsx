/**
 * 'Notifications' on the account page (docs/push.md): push on this device, opt-in. Turning it on
 * asks the browser's permission (on her click only), subscribes this browser with our VAPID
 * public key and stores the subscription under her account with every kind on; then each kind
 * (her milestones and finish, cheers on her items, her captain's notes, tracker trouble) is a
 * checkbox saved as she changes it, and 'Turn off' deletes this device's subscription. Each
 * device is turned on by itself: one device or several. While a device has a kind on, the e-mails
 * of the same events (milestone postcards, the finisher e-mail, tracker trouble) are not sent
 * unless she keeps them by e-mail too: one checkbox each (src/contract/push-or-mail.ts).
 */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { vapidPublicKey } from '../../../config/push-key';
import { PUSH_KINDS, type PushKind } from '../../../contract/docs/push-subscription';
import type { MailPreferences } from '../../../contract/mail-preferences';
import {
  ALSO_BY_EMAIL_KEY,
  MAILS_WITH_PUSH,
  type MailWithPush,
} from '../../../contract/push-or-mail';
import { reportError } from '../../../lib/report-error';
import {
  deleteDeviceSubscription,
  saveDeviceKind,
  saveDeviceSubscription,
  saveAlsoByEmail,
  useDeviceSubscription,
} from '../api/push-subscriptions';
import {
  currentDevicePush,
  pushSupport,
  subscribeDevice,
  unsubscribeDevice,
  type DevicePush,
  type PushSupport,
} from '../logic/push-device';

const KIND_LABELS = {
  milestones: msg`My milestones and finish`,
  cheers: msg`Cheers on my team feed items`,
  notes: msg`My captain's notes`,
  trackers: msg`Trouble with my tracker (Strava, Fitbit, Garmin)`,
} as const satisfies Record<PushKind, unknown>;

const ALSO_BY_EMAIL_LABELS = {
  postcards: msg`Also send my milestone postcards by e-mail`,
  finish: msg`Also send my finisher e-mail`,
  trackers: msg`Also send the e-mails about tracker trouble`,
} as const satisfies Record<MailWithPush, unknown>;

type Status = 'idle' | 'saving' | 'saved' | 'failed' | 'blocked';

interface Props {
  readonly uid: string;
  /** users/{uid}.mailPreferences, live: her "also by e-mail" choices. */
  readonly mailPreferences: MailPreferences;
}

export function NotificationsSection({ uid, mailPreferences }: Props) {
  const { i18n } = useLingui();
  const id = useId();
  const vapidKey = vapidPublicKey();
  const [support, setSupport] = useState<PushSupport>(() =>
    vapidKey ? pushSupport() : 'unsupported',
  );
  const [device, setDevice] = useState<DevicePush | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const stored = useDeviceSubscription(uid, device?.deviceId ?? null);
  const subscription = stored.status === 'success' ? stored.data : null;

  useEffect(() => {
    if (support !== 'granted') return;
    let live = true;
    currentDevicePush()
      .then((found) => live && setDevice(found))
      .catch((error: unknown) => reportError(error, { action: 'readPushSubscription' }));
    return () => {
      live = false;
    };
  }, [support]);

  const run = async (action: string, work: () => Promise<void>) => {
    setStatus('saving');
    try {
      await work();
      setStatus('saved');
    } catch (error) {
      reportError(error, { action });
      setStatus('failed');
    }
  };

  const turnOn = () =>
    run('subscribePush', async () => {
      const subscribed = await subscribeDevice(vapidKey ?? '');
      setSupport(pushSupport());
      if (!subscribed) return;
      await saveDeviceSubscription(uid, subscribed.deviceId, subscribed, {
        milestones: true,
        cheers: true,
        notes: true,
        trackers: true,
      });
      setDevice(subscribed);
    });

  const turnOff = () =>
    run('unsubscribePush', async () => {
      if (device) await deleteDeviceSubscription(uid, device.deviceId);
      await unsubscribeDevice();
      setDevice(null);
    });

  return (
    <section className="mb-4" aria-labelledby="account-notifications">
      <h2 id="account-notifications" className="h5">
        <Trans>Notifications</Trans>
      </h2>
      {support === 'unsupported' ? (
        <p className="mb-0" data-testid="push-unsupported">
          <Trans>
            This browser cannot show notifications from us. On an iPhone or iPad, add this app to
            your Home Screen first, then turn them on there.
          </Trans>
        </p>
      ) : support === 'denied' ? (
        <p className="mb-0">
          <Trans>
            Notifications are blocked for this site. Allow them in your browser&apos;s settings to
            turn them on.
          </Trans>
        </p>
      ) : subscription ? (
        <>
          <p className="small text-body-secondary">
            <Trans>On this device, tell me about:</Trans>
          </p>
          {PUSH_KINDS.map((kind) => (
            <div className="form-check" key={kind}>
              <input
                className="form-check-input"
                type="checkbox"
                id={`${id}-${kind}`}
                checked={subscription.kinds[kind]}
                disabled={status === 'saving'}
                onChange={(event) =>
                  void run('savePushKinds', () =>
                    saveDeviceKind(uid, subscription, kind, event.target.checked),
                  )
                }
              />
              <label className="form-check-label" htmlFor={`${id}-${kind}`}>
                {i18n._(KIND_LABELS[kind])}
              </label>
            </div>
          ))}
          <p className="small text-body-secondary mt-2 mb-1" id={`${id}-also`}>
            <Trans>What you are told here is not also e-mailed, unless you ask:</Trans>
          </p>
          <div role="group" aria-labelledby={`${id}-also`} className="mb-2">
            {MAILS_WITH_PUSH.map((mail) => (
              <div className="form-check" key={mail}>
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={`${id}-${mail}-too`}
                  checked={mailPreferences[ALSO_BY_EMAIL_KEY[mail]]}
                  disabled={status === 'saving'}
                  onChange={(event) =>
                    void run('saveAlsoByEmail', () =>
                      saveAlsoByEmail(uid, mail, event.target.checked),
                    )
                  }
                />
                <label className="form-check-label" htmlFor={`${id}-${mail}-too`}>
                  {i18n._(ALSO_BY_EMAIL_LABELS[mail])}
                </label>
              </div>
            ))}
          </div>
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            disabled={status === 'saving'}
            onClick={() => void turnOff()}
          >
            <Trans>Turn off notifications on this device</Trans>
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-outline-primary btn-sm"
          disabled={status === 'saving' || (device !== null && stored.status === 'loading')}
          onClick={() => void turnOn()}
        >
          <Trans>Turn on notifications on this device</Trans>
        </button>
      )}
      <p role="status" className="small mb-0 mt-2" data-testid="notifications-status">
        {status === 'saving' ? <Trans>Saving...</Trans> : null}
        {status === 'saved' ? <Trans>Saved.</Trans> : null}
      </p>
      {status === 'failed' ? (
        <p role="alert" className="small text-danger mb-0">
          <Trans>Your choice could not be saved. Please try again.</Trans>
        </p>
      ) : null}
    </section>
  );
}

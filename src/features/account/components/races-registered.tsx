/**
 * 'Races Registered' (docs/product.md §P2 Account page): newest start date first, each linking to its
 * dashboard, with where its medal ships (correctable until medals ship, docs/security.md item 63)
 * and the gift registration coupons bought with it: code and leg name, a tick when used, an o
 * when not, a copy control, and for an unused one "Send to a friend" (gift-send-form.tsx).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { CopyButton } from '../../../components/copy-button';
import { LoadError } from '../../../components/load-error';
import type { SubscribedRace } from '../../../contract/docs/user';
import { localized } from '../../../contract/l10n';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import type { LiveQuery } from '../../../lib/use-subscription';
import type { GiftCodeDetails } from '../api/gift-coupons';
import type { MedalShipDates } from '../api/medal-ship-dates';
import type { MedalShipments } from '../api/medal-shipments';
import { giftCoupons, type GiftCoupon } from '../logic/account-races';
import { GiftSendForm } from './gift-send-form';
import { MedalShipmentNote } from './medal-shipment-note';
import { RegistrationAddress } from './registration-address';

function CouponState({ used }: { readonly used: boolean | null }) {
  if (used === null)
    return (
      <span className="text-body-secondary small">
        <Trans>checking…</Trans>
      </span>
    );
  return (
    <span data-testid="coupon-state">
      <span aria-hidden="true" className={used ? 'text-success fw-bold' : 'fw-bold'}>
        {used ? '✓' : 'o'}
      </span>
      <span className="visually-hidden">
        {used ? <Trans>used</Trans> : <Trans>not used</Trans>}
      </span>
    </span>
  );
}

function CouponRow({ coupon }: { readonly coupon: GiftCoupon }) {
  const { t } = useLingui();
  const code = coupon.code;
  const [sending, setSending] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setSending(false);
    requestAnimationFrame(() => opener.current?.focus());
  };
  return (
    <li
      className="d-flex flex-wrap align-items-center gap-2 py-1"
      data-testid={`gift-coupon-${coupon.code}`}
    >
      <CouponState used={coupon.used} />
      <code className="text-break">{coupon.code}</code>
      <span>{coupon.legName}</span>
      <CopyButton text={coupon.code} label={t`Copy gift code ${code}`} />
      {coupon.used === false && !sending && (
        <button
          ref={opener}
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => setSending(true)}
          aria-label={t`Send to a friend: gift code ${code}`}
        >
          <Trans>Send to a friend</Trans>
        </button>
      )}
      {sending && <GiftSendForm code={coupon.code} onClose={close} />}
    </li>
  );
}

interface Props {
  readonly races: readonly SubscribedRace[];
  readonly gifts: LiveQuery<GiftCodeDetails>;
  readonly shipDates: LiveQuery<MedalShipDates>;
  /** Each registration's medal shipment once imported (none while it has not shipped). */
  readonly shipments?: MedalShipments;
}

export function RacesRegistered({ races, gifts, shipDates, shipments = {} }: Props) {
  const { t } = useLingui();
  const known = gifts.status === 'success' ? gifts.data : { usedByCode: {}, legNames: {} };
  const language = useActiveLanguage();
  const legNames = Object.fromEntries(
    Object.entries(known.legNames).map(([legId, leg]) => [legId, localized(leg, 'name', language)]),
  );
  const [now] = useState(() => new Date());
  return (
    <section aria-labelledby="account-races">
      <h2 id="account-races" className="h5">
        <Trans>Races Registered</Trans>
      </h2>
      {races.length === 0 && (
        <p>
          <Trans>You are not registered for a race yet.</Trans>
        </p>
      )}
      {gifts.status === 'error' && (
        <LoadError message={t`We couldn't check your gift codes.`} onRetry={gifts.retry} />
      )}
      <ol className="list-unstyled" data-testid="races-registered">
        {races.map((race) => {
          const coupons = giftCoupons(race, known.usedByCode, legNames);
          const legName = localized(race.raceInfo, 'legName', language);
          return (
            <li key={race.legId} className="border rounded p-3 mb-3" data-testid="registered-race">
              <Link to={paths.dashboard(race.legId)} className="fw-semibold">
                {localized(race.raceInfo, 'name', language) || race.legId}
              </Link>
              {legName && <div className="text-body-secondary">{legName}</div>}
              <RegistrationAddress
                race={race}
                medalsShipAt={
                  shipDates.status === 'success' ? (shipDates.data[race.legId] ?? null) : undefined
                }
                now={now}
              />
              {shipments[race.legId] && <MedalShipmentNote shipment={shipments[race.legId]!} />}
              {coupons.length > 0 && (
                <>
                  <h3 className="h6 mt-3 mb-1">
                    <Trans>Gift registration coupons</Trans>
                  </h3>
                  <ul className="list-unstyled mb-0">
                    {coupons.map((coupon) => (
                      <CouponRow key={coupon.code} coupon={coupon} />
                    ))}
                  </ul>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

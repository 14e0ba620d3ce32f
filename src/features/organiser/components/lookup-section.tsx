/**
 * Participant lookup (docs/organiser-console.md): read only; by e-mail, name, bib or gift code,
 * what support needs to answer her. Each search is logged by the server (it reads personal data).
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type {
  LookupParticipantSummary,
  LookupRegistration,
} from '../../../contract/callables/organiser';
import type {
  ComplimentaryResult,
  MoveRegistrationResult,
} from '../../../contract/callables/organiser-support';
import { LOOKUP_QUERY_MAX } from '../../../contract/callables/organiser';
import { LoadError } from '../../../components/load-error';
import { LoadingText } from '../../../components/loading-text';
import { formatKmWithUnit, formatMoney } from '../../../lib/i18n/format';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { lookupParticipant } from '../api/organiser-calls';
import { ComplimentaryForm, ComplimentaryNote } from './complimentary-form';
import { MovedNote } from './move-registration-form';
import { RegistrationActions, type OnMoved } from './registration-actions';

type Found =
  | { readonly state: 'idle' | 'loading' | 'failed' }
  | { readonly state: 'done'; readonly participants: readonly LookupParticipantSummary[] };

function Registration({
  registration: r,
  uid,
  registeredLegs,
  onMoved,
  onChanged,
}: {
  readonly registration: LookupRegistration;
  readonly uid: string;
  readonly registeredLegs: readonly string[];
  readonly onMoved: OnMoved;
  readonly onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const language = useActiveLanguage();
  const none = t`none`;
  return (
    <li className="border rounded p-2 mb-2" data-testid="lookup-registration">
      <h5 className="h6 mb-1">{r.label || r.legId}</h5>
      <dl className="row mb-0 small">
        <dt className="col-sm-3">
          <Trans>Bib</Trans>
        </dt>
        <dd className="col-sm-9">{r.bib ?? none}</dd>
        <dt className="col-sm-3">
          <Trans>Team</Trans>
        </dt>
        <dd className="col-sm-9">{r.teamName === 'noTeam' ? none : r.teamName}</dd>
        <dt className="col-sm-3">
          <Trans>Kilometres and activities</Trans>
        </dt>
        <dd className="col-sm-9">
          {r.totalKm === null ? none : formatKmWithUnit(r.totalKm, language)} ·{' '}
          <Plural value={r.activities} one="# activity" other="# activities" />
          {r.lastActivityDay ? ` (${t`last on ${r.lastActivityDay}`})` : ''}
        </dd>
        <dt className="col-sm-3">
          <Trans>Finished</Trans>
        </dt>
        <dd className="col-sm-9">
          {r.completedAt ? i18n.date(new Date(r.completedAt), { dateStyle: 'medium' }) : none}
        </dd>
        <dt className="col-sm-3">
          <Trans>Payment</Trans>
        </dt>
        <dd className="col-sm-9">
          {r.payment
            ? `${r.payment.amountCents === null ? '' : formatMoney(r.payment.amountCents, language)} ${r.payment.status} · ${r.payment.paymentId}${r.complimentary ? ` · ${t`complimentary`}` : ''}${r.payment.endedAt ? ` · ${t`ended`}` : ''}`
            : t`no payment recorded (a seeded or older registration)`}
        </dd>
        <dt className="col-sm-3">
          <Trans>Extras</Trans>
        </dt>
        <dd className="col-sm-9">{r.extras.join(', ') || none}</dd>
        <dt className="col-sm-3">
          <Trans>Shipping address</Trans>
        </dt>
        <dd className="col-sm-9">{r.shippingAddress || none}</dd>
        <dt className="col-sm-3">
          <Trans>Medal</Trans>
        </dt>
        <dd className="col-sm-9">
          {r.medalShipment ? (
            <a href={r.medalShipment.trackingUrl} target="_blank" rel="noopener noreferrer">
              {r.medalShipment.carrier} {r.medalShipment.trackingNumber}
            </a>
          ) : (
            t`not shipped`
          )}
        </dd>
        <dt className="col-sm-3">
          <Trans>Gift codes bought</Trans>
        </dt>
        <dd className="col-sm-9">
          {r.giftCodes.length === 0
            ? none
            : r.giftCodes
                .map((g) => `${g.code} (${g.usedBy ? t`used by ${g.usedBy}` : t`unused`})`)
                .join(', ')}
        </dd>
      </dl>
      <RegistrationActions
        registration={r}
        uid={uid}
        registeredLegs={registeredLegs}
        onMoved={onMoved}
        onChanged={onChanged}
      />
    </li>
  );
}

function Participant({
  p,
  onMoved,
  onGiven,
  onChanged,
}: {
  readonly p: LookupParticipantSummary;
  readonly onMoved: OnMoved;
  readonly onGiven: (result: ComplimentaryResult) => void;
  readonly onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const none = t`none`;
  return (
    <article className="border rounded p-3 mb-3" data-testid="lookup-participant">
      <h3 className="h6">
        {p.name || p.email} <span className="text-body-secondary">({p.email})</span>
      </h3>
      <dl className="row small mb-2">
        <dt className="col-sm-3">
          <Trans>Phone</Trans>
        </dt>
        <dd className="col-sm-9">{p.phoneNumber || none}</dd>
        <dt className="col-sm-3">
          <Trans>Language</Trans>
        </dt>
        <dd className="col-sm-9">{p.language === 'fr' ? 'Français' : 'English'}</dd>
        <dt className="col-sm-3">
          <Trans>Account created</Trans>
        </dt>
        <dd className="col-sm-9">
          {p.createdAt ? i18n.date(new Date(p.createdAt), { dateStyle: 'medium' }) : none}
        </dd>
        <dt className="col-sm-3">
          <Trans>News</Trans>
        </dt>
        <dd className="col-sm-9">
          {p.newsConsent === null ? t`never answered` : p.newsConsent ? t`yes` : t`no`}
        </dd>
        <dt className="col-sm-3">
          <Trans>Milestone postcards</Trans>
        </dt>
        <dd className="col-sm-9">{p.postcards ? t`yes` : t`no`}</dd>
        <dt className="col-sm-3">
          <Trans>Leaderboard name</Trans>
        </dt>
        <dd className="col-sm-9">{p.leaderboardName}</dd>
        <dt className="col-sm-3">
          <Trans>Account deletion</Trans>
        </dt>
        <dd className="col-sm-9">{p.deletion ?? none}</dd>
        <dt className="col-sm-3">
          <Trans>Trackers</Trans>
        </dt>
        <dd className="col-sm-9" data-testid="lookup-trackers">
          {p.trackers.length === 0
            ? none
            : p.trackers
                .map((tracker) =>
                  tracker.lastEvent
                    ? t`${tracker.provider}: last event ${tracker.lastEvent.kind} on ${i18n.date(new Date(tracker.lastEvent.receivedAt), { dateStyle: 'medium', timeStyle: 'short' })}, ${tracker.lastEvent.status}`
                    : t`${tracker.provider}: connected, no event received`,
                )
                .join(' · ')}
        </dd>
      </dl>
      <h4 className="h6">
        <Trans>Registrations</Trans>
      </h4>
      <ul className="list-unstyled">
        {p.registrations.map((r) => (
          <Registration
            key={r.registrationId}
            registration={r}
            uid={p.uid}
            registeredLegs={p.registrations.map((other) => other.legId)}
            onMoved={onMoved}
            onChanged={onChanged}
          />
        ))}
      </ul>
      <ComplimentaryForm
        uid={p.uid}
        registeredLegs={p.registrations.map((r) => r.legId)}
        onGiven={onGiven}
      />
      <h4 className="h6 mt-3">
        <Trans>E-mails sent to her</Trans>
      </h4>
      {p.mails.length === 0 ? (
        <p className="small">{none}</p>
      ) : (
        <ul className="small">
          {p.mails.map((mail) => (
            <li key={mail.id}>
              {mail.createdAt ? i18n.date(new Date(mail.createdAt), { dateStyle: 'medium' }) : ''}{' '}
              {mail.subject} — {mail.state}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export function LookupSection() {
  const { t } = useLingui();
  const id = useId();
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState('');
  const [found, setFound] = useState<Found>({ state: 'idle' });
  const [moved, setMoved] = useState<{ result: MoveRegistrationResult; label: string } | null>(
    null,
  );
  const [given, setGiven] = useState<ComplimentaryResult | null>(null);

  async function search(event?: FormEvent) {
    event?.preventDefault();
    if (event) {
      setMoved(null);
      setGiven(null);
    }
    const text = query.trim();
    if (text.length < 2) {
      setProblem(t`Enter at least 2 characters.`);
      return;
    }
    setFound({ state: 'loading' });
    const answer = await lookupParticipant(text);
    setFound(
      answer.ok ? { state: 'done', participants: answer.data.participants } : { state: 'failed' },
    );
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        <Trans>Participant lookup</Trans>
      </h2>
      <form
        className="row g-2 align-items-end mb-3"
        onSubmit={(event) => void search(event)}
        noValidate
      >
        <div className="col-12 col-md-6">
          <label className="form-label" htmlFor={`${id}-query`}>
            <Trans>E-mail, name, bib or gift code</Trans>
          </label>
          <input
            id={`${id}-query`}
            className={`form-control${problem ? ' is-invalid' : ''}`}
            value={query}
            maxLength={LOOKUP_QUERY_MAX}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => {
              setQuery(event.target.value);
              setProblem('');
            }}
          />
          {problem && (
            <div id={`${id}-problem`} className="invalid-feedback d-block">
              {problem}
            </div>
          )}
        </div>
        <div className="col-12 col-md-2">
          <button type="submit" className="btn btn-primary" disabled={found.state === 'loading'}>
            <Trans>Search</Trans>
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {moved && <MovedNote result={moved.result} label={moved.label} />}
        {given && <ComplimentaryNote result={given} />}
        {found.state === 'loading' && <LoadingText />}
        {found.state === 'failed' && (
          <LoadError message={t`We couldn't search just now.`} onRetry={() => void search()} />
        )}
        {found.state === 'done' && found.participants.length === 0 && (
          <p>
            <Trans>Nobody matches this search.</Trans>
          </p>
        )}
      </div>
      {found.state === 'done' &&
        found.participants.map((p) => (
          <Participant
            key={p.uid}
            p={p}
            onMoved={(result, label) => {
              // Read her again: the registration now shows the new leg.
              setMoved({ result, label });
              void search();
            }}
            onGiven={(result) => {
              // Read her again: the new registration shows, marked complimentary.
              setGiven(result);
              void search();
            }}
            onChanged={() => void search()}
          />
        ))}
    </section>
  );
}

/**
 * The shipping address (spec 02 §2 Account page: address, city, province from state, postal
 * code labelled 'Zip Code', country, phone number) with an Edit control.
 */
import { useRef, useState } from 'react';
import type { UserDetails } from '../../../lib/user-doc-model';
import { findCountry } from '../../registration';
import { detailsToForm } from '../logic/address-form';
import { AddressEditForm } from './address-edit-form';

export function AddressSection({ uid, details }: { readonly uid: string; readonly details: UserDetails | null }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const rows: [string, string][] = [
    ['Address', details?.address ?? ''],
    ['City', details?.city ?? ''],
    ['Province', details?.state ?? ''],
    ['Zip Code', details?.postalCode ?? ''],
    ['Country', details ? (findCountry(details.country)?.countryName ?? details.country) : ''],
    ['Phone Number', details?.phoneNumber ?? ''],
  ];
  const close = () => {
    setEditing(false);
    // Back to the control that opened the form, for keyboard users.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <section className="mb-4" aria-labelledby="account-address">
      <div className="d-flex align-items-center justify-content-between gap-2">
        <h2 id="account-address" className="h5 mb-0">
          Shipping address
        </h2>
        {!editing && (
          <button ref={editButton} type="button" className="btn btn-outline-primary btn-sm" onClick={() => setEditing(true)}>
            Edit
          </button>
        )}
      </div>
      {editing ? (
        <div className="mt-3">
          <AddressEditForm uid={uid} initial={detailsToForm(details)} onDone={close} />
        </div>
      ) : (
        <dl className="row mt-3 mb-0" data-testid="shipping-address">
          {rows.map(([label, value]) => (
            <div key={label} className="col-12 col-sm-6 mb-2">
              <dt className="small text-body-secondary">{label}</dt>
              <dd className="mb-0 text-break">{value || '—'}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/**
 * The shipping address (docs/product.md §P2 Account page: address, city, province from state, postal
 * code labelled 'Zip Code', country, phone number) with an Edit control. This is the profile's:
 * the next order starts from it; each registration keeps the address of its own order
 * (Races Registered, registration-address.tsx).
 */
import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { UserDetails } from '../../../contract/docs/user';
import { detailsToForm } from '../logic/address-form';
import { AddressEditForm } from './address-edit-form';
import { AddressRows } from './address-rows';

export function AddressSection({
  uid,
  details,
}: {
  readonly uid: string;
  readonly details: UserDetails | null;
}) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    setEditing(false);
    // Back to the control that opened the form, for keyboard users.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  return (
    <section className="mb-4" aria-labelledby="account-address">
      <div className="d-flex align-items-center justify-content-between gap-2">
        <h2 id="account-address" className="h5 mb-0">
          <Trans>Shipping address</Trans>
        </h2>
        {!editing && (
          <button
            ref={editButton}
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => setEditing(true)}
          >
            <Trans>Edit</Trans>
          </button>
        )}
      </div>
      {editing ? (
        <div className="mt-3">
          <AddressEditForm uid={uid} initial={detailsToForm(details)} onDone={close} />
        </div>
      ) : (
        <AddressRows address={details} testId="shipping-address" />
      )}
    </section>
  );
}

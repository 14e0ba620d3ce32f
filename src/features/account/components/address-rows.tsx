/**
 * An address as the account page shows it (docs/product.md §P2 Account page: address, city, province
 * from state, postal code labelled 'Zip Code', country, phone number): the profile's and each
 * registration's.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ShippingAddress } from '../../../contract/shipping-address';
import { findCountry } from '../../registration';

type ShownAddress = Pick<
  ShippingAddress,
  'address' | 'city' | 'state' | 'postalCode' | 'country' | 'phoneNumber'
>;

export function AddressRows({
  address,
  testId,
}: {
  readonly address: ShownAddress | null;
  readonly testId: string;
}) {
  const { i18n } = useLingui();
  const rows: [MessageDescriptor, string][] = [
    [msg`Address`, address?.address ?? ''],
    [msg`City`, address?.city ?? ''],
    [msg`Province`, address?.state ?? ''],
    [msg`Zip Code`, address?.postalCode ?? ''],
    [msg`Country`, address ? (findCountry(address.country)?.countryName ?? address.country) : ''],
    [msg`Phone Number`, address?.phoneNumber ?? ''],
  ];
  return (
    <dl className="row mt-3 mb-0" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label.id} className="col-12 col-sm-6 mb-2">
          <dt className="small text-body-secondary">{i18n._(label)}</dt>
          <dd className="mb-0 text-break">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

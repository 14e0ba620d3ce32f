/**
 * Step 4 (docs/product.md §R2.5): the extra products with name, description, call-to-action, images
 * and cheapest active price; a chosen one is product_{productId} = its price id.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { ExtraProduct } from '../api/catalogue-models';
import { couponCartMessage, type CouponOffer } from '../logic/coupon-cart';
import { productFieldName } from '../logic/order-form';
import { field, type RegistrationData } from '../logic/registration-data';
import { formatCents } from './distance-radios';
import { localized } from '../../../contract/l10n';
import { useLanguage } from '../../../lib/i18n/language-provider';

import { fieldId } from './form-field';

interface Props {
  readonly formId: string;
  readonly data: RegistrationData;
  readonly onChange: (name: string, value: string) => void;
  readonly extras: readonly ExtraProduct[];
  readonly offer: CouponOffer;
  readonly submitting: boolean;
  readonly onSubmit: () => void;
}

/** An extra's checkbox label when the catalogue gives it no call-to-action. */
function addLabel(name: string): MessageDescriptor {
  return msg`Add ${name}`;
}

export function ExtrasStep({ formId, data, onChange, extras, offer, submitting, onSubmit }: Props) {
  const { language } = useLanguage();
  const { i18n, t } = useLingui();
  // Kept as a descriptor: a language switch re-words it on screen.
  const [held, setHeld] = useState<MessageDescriptor | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = couponCartMessage(data, offer);
    setHeld(message);
    if (message === null) onSubmit();
  };
  return (
    <form id={formId} noValidate onSubmit={submit}>
      <h2 className="h5">{t`Add to your order`}</h2>
      <div className="row g-3 mb-3">
        {extras.map((extra) => {
          const title = localized(extra, 'name', language);
          const cta = localized(extra, 'cta', language);
          const extraInfo = localized(extra, 'extraInfo', language);
          const name = productFieldName(extra.id);
          const id = fieldId(name);
          return (
            <div className="col-md-4" key={extra.id}>
              <div className="card h-100">
                {extra.images.map((src) => (
                  <img key={src} src={src} alt={title} className="card-img-top" />
                ))}
                <div className="card-body">
                  <h3 className="h6 card-title">{title}</h3>
                  <p className="card-text">{localized(extra, 'description', language)}</p>
                  {extraInfo && <p className="card-text small text-body-secondary">{extraInfo}</p>}
                  <p className="fw-bold">{formatCents(extra.price.unitAmount, language)}</p>
                  <div className="form-check">
                    <input
                      className="form-check-input"
                      type="checkbox"
                      id={id}
                      name={name}
                      value={extra.price.id}
                      checked={field(data, name) !== ''}
                      onChange={(event) =>
                        onChange(name, event.target.checked ? extra.price.id : '')
                      }
                    />
                    <label className="form-check-label" htmlFor={id}>
                      {cta || i18n._(addLabel(title))}
                    </label>
                  </div>
                </div>
              </div>
            </div>
          );
        })}
      </div>
      {held && (
        <div className="alert alert-warning" role="alert">
          <p>{i18n._(held)}</p>
          <button type="button" className="btn btn-outline-secondary" onClick={() => setHeld(null)}>
            {t`Go back`}
          </button>
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={submitting}>
        {t`Checkout`}
      </button>
    </form>
  );
}

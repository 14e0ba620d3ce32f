/**
 * The four steps of /register/{raceUrl} (docs/product.md §R2.3-2.5) over one registration-data
 * object keyed by form field name, then the checkout session request; or, on step 2, a gift
 * code redeemed instead of paying, then the confirmation page.
 */
import { msg } from '@lingui/core/macro';
import { useCallback, useMemo, useState, type SetStateAction } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ORDER_STEPS } from '../../../contract/checkout-order';
import { localized } from '../../../contract/l10n';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import type { RaceProduct } from '../api/catalogue-models';
import { giftRedemptionRequest } from '../api/redeem-gift-code';
import { useCheckout } from '../hooks/use-checkout';
import { useGiftRedemption } from '../hooks/use-gift-redemption';
import type { RegistrationInputs } from '../hooks/use-registration-inputs';
import { useTeams } from '../hooks/use-registration-sources';
import { buildCheckoutOrder } from '../logic/checkout-order';
import { productFieldName } from '../logic/order-form';
import type { RegistrationData } from '../logic/registration-data';
import { CheckoutStatus, OrderRefusalAlert } from './checkout-status';
import { DetailsStep } from './details-step';
import { DonationStep } from './donation-step';
import { ExtrasStep } from './extras-step';
import { GIFT_CODE_FIELD } from './gift-code-field';
import { GiftsStep } from './gifts-step';
import { MultiStepForm, stepFormId } from './multi-step-form';
import { PromoBanner } from './promo-banner';

// Worded at render by the multi-step form, so a language switch re-words them.
const TITLES = [
  msg`Distance and details`,
  msg`Gift registrations`,
  msg`Donation`,
  msg`Extras`,
] as const;

interface Props {
  readonly race: RaceProduct;
  readonly user: { readonly uid: string; readonly email: string };
  readonly inputs: RegistrationInputs;
}

function initialData(inputs: RegistrationInputs): RegistrationData {
  const details = inputs.participant.details;
  const prefill = details
    ? Object.fromEntries(
        Object.entries(details).filter(
          ([key, value]) => key !== 'lastModifiedAt' && typeof value === 'string',
        ),
      )
    : {};
  const preselected = inputs.extras.find((extra) => extra.id === inputs.promoProduct);
  // A gift e-mail's link names the code and its leg: both filled in, the code redeemed on step 2.
  const giftLeg = inputs.legs.find((leg) => leg.id === inputs.giftDistance);
  return {
    ...prefill,
    ...(preselected ? { [productFieldName(preselected.id)]: preselected.price.id } : {}),
    ...(giftLeg ? { distanceId: giftLeg.id } : {}),
    ...(inputs.giftCode ? { [GIFT_CODE_FIELD]: inputs.giftCode } : {}),
  } as RegistrationData;
}

export function RegistrationSteps({ race, user, inputs }: Props) {
  const [data, setData] = useState<RegistrationData>(() => initialData(inputs));
  const [index, setIndex] = useState(0);
  const now = useMemo(() => new Date(), []);
  const language = useActiveLanguage();
  const teamsEnabled = race.metadata.teams === 'true';
  const teams = useTeams(teamsEnabled && data.distanceId ? data.distanceId : null);
  const checkout = useCheckout(user.uid);
  const earlyEnd = race.metadata.early_end;
  const navigate = useNavigate();
  const raceUrl = race.metadata.url ?? '';
  const gift = useGiftRedemption((result) => navigate(paths.confirmation(raceUrl, result.legId)));
  const giftCode = {
    redemption: gift,
    buildRequest: (code: string) =>
      giftRedemptionRequest(code, data, {
        raceId: race.id,
        raceUrl,
        teamsEnabled,
        referralLink: inputs.referralLink,
      }),
  };

  const onChange = useCallback(
    (name: string, value: string) => setData((current) => ({ ...current, [name]: value })),
    [],
  );
  const goTo = (update: SetStateAction<number>) => {
    gift.clearError(); // a refused code's message would be stale once step 1 can change
    setIndex(update);
  };
  const next = () => goTo((current) => Math.min(current + 1, TITLES.length - 1));

  const submitOrder = () => {
    // The server prices the order at this moment (the early bird may have ended since the form opened).
    const order = buildCheckoutOrder(data, {
      origin: window.location.origin,
      raceId: race.id,
      teamsEnabled,
      tracking: inputs.tracking,
      promoCode: inputs.promo?.code ?? null,
      referralLink: inputs.referralLink,
    });
    void checkout.start(order).then((refusal) => {
      if (refusal) goTo(ORDER_STEPS.indexOf(refusal.step));
    });
  };
  const refusal = checkout.state.phase === 'refused' ? checkout.state.refusal : null;

  const promoProduct = inputs.extras.find((extra) => extra.id === inputs.promoProduct);
  const offer = {
    hasCoupon: inputs.promo !== null || inputs.referralLink !== null,
    product: promoProduct ? { id: promoProduct.id, name: promoProduct.name } : null,
  };
  const common = { formId: stepFormId(index), data, onChange };
  const steps = [
    <DetailsStep
      key="details"
      {...common}
      user={user}
      legs={inputs.legs}
      earlyEnd={earlyEnd}
      now={now}
      subscribedLegIds={inputs.participant.subscribedLegIds}
      teamsEnabled={teamsEnabled}
      teams={teams.data ?? []}
      onDone={next}
    />,
    <GiftsStep
      key="gifts"
      {...common}
      legs={inputs.legs}
      earlyEnd={earlyEnd}
      now={now}
      giftCode={giftCode}
      onDone={next}
    />,
    <DonationStep key="donation" {...common} charities={inputs.charities} onDone={next} />,
    <ExtrasStep
      key="extras"
      {...common}
      extras={inputs.extras}
      offer={offer}
      submitting={checkout.state.phase === 'waiting'}
      onSubmit={submitOrder}
    />,
  ];

  return (
    <div className="container py-4">
      <h1 className="h3 mb-3">{localized(race, 'name', language)}</h1>
      <PromoBanner code={inputs.promo?.code ?? null} />
      <MultiStepForm
        titles={TITLES}
        index={index}
        onBack={() => goTo((current) => Math.max(current - 1, 0))}
        submitting={checkout.state.phase === 'waiting'}
        registering={gift.status === 'redeeming'}
        locked={gift.status === 'success'}
      >
        {refusal && ORDER_STEPS[index] === refusal.step ? (
          <OrderRefusalAlert refusal={refusal} promoCode={inputs.promo?.code ?? null} />
        ) : null}
        {steps[index]}
      </MultiStepForm>
      <CheckoutStatus state={checkout.state} onRetry={submitOrder} />
    </div>
  );
}

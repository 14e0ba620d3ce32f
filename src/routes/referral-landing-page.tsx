import { useSearchParams } from 'react-router-dom';
import { ReferralLandingScreen } from '../features/referrals/components/referral-landing-screen';

/** The router's RequireQueryParam already sent a visit without referral_link home. */
export default function ReferralLandingPage() {
  const [params] = useSearchParams();
  const referralLink = params.get('referral_link') ?? '';
  return <ReferralLandingScreen key={referralLink} referralLink={referralLink} />;
}

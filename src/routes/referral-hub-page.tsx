import { useAuth } from '../lib/auth-context';
import { ReferralHubScreen } from '../features/referrals/components/referral-hub-screen';

export default function ReferralHubPage() {
  const { user } = useAuth();
  if (!user) return null;
  return <ReferralHubScreen uid={user.uid} />;
}

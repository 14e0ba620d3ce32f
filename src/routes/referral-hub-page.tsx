import { ScreenTitle } from './screen-title';

export default function ReferralHubPage() {
  return <ScreenTitle title="Referral Hub" />;
}

import { ScreenTitle } from './screen-title';

export default function ReferralLandingPage() {
  return <ScreenTitle title="You've been invited" />;
}

import { ScreenTitle } from './screen-title';

export default function StravaReturnPage() {
  return <ScreenTitle title="StravaConfirmation" />;
}

import { ScreenTitle } from './screen-title';

export default function FitbitReturnPage() {
  return <ScreenTitle title="Fitbit" />;
}

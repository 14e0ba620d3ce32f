import { ScreenTitle } from './screen-title';

export default function GarminReturnPage() {
  return <ScreenTitle title="Garmin" />;
}

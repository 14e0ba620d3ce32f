import { ScreenTitle } from './screen-title';

export default function MedalsPage() {
  return <ScreenTitle title="Build Your Canada Medal Collection" />;
}

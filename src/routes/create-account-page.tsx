import { ScreenTitle } from './screen-title';

export default function CreateAccountPage() {
  return <ScreenTitle title="Let's get started" />;
}

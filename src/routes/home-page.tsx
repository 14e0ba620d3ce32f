import { ScreenTitle } from './screen-title';

export default function HomePage() {
  return <ScreenTitle title="My Challenges" />;
}

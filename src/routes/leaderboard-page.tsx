import { ScreenTitle } from './screen-title';

export default function LeaderboardPage() {
  return <ScreenTitle title="Race Progress" />;
}

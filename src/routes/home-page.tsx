import { HomeScreen } from '../features/home/components/home-screen';

export default function HomePage() {
  return <HomeScreen />;
}

import { useAuth } from '../lib/auth-context';
import { MedalsScreen } from '../features/medals/components/medals-screen';

export default function MedalsPage() {
  const { user } = useAuth();
  if (!user) return null;
  return <MedalsScreen uid={user.uid} />;
}

import { useParams, useSearchParams } from 'react-router-dom';
import { ConfirmationScreen } from '../features/confirmation/components/confirmation-screen';

/** /register/{raceUrl}/confirmation?race={legId without price_} (docs/product.md §R2.7). */
export default function ConfirmationPage() {
  const { raceUrl = '' } = useParams();
  const [searchParams] = useSearchParams();
  return <ConfirmationScreen raceKey={raceUrl} raceParam={searchParams.get('race')} />;
}

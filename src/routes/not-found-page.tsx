import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

export default function NotFoundPage() {
  return (
    <main className="container py-5 text-center">
      <h1 className="display-5">404</h1>
      <p className="lead">We couldn't find that page.</p>
      <Link className="btn btn-primary" to={paths.home()}>
        Go to my homepage
      </Link>
    </main>
  );
}

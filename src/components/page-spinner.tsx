import Spinner from 'react-bootstrap/Spinner';

export function PageSpinner({ label = 'Loading...' }: { readonly label?: string }) {
  return (
    <div
      className="d-flex justify-content-center align-items-center py-5"
      role="status"
      aria-live="polite"
    >
      <Spinner animation="border" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

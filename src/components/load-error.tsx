import Button from 'react-bootstrap/Button';

/** A failed load: what failed, and a way to try again (house style 5). */
export function LoadError({ message, onRetry }: { readonly message: string; readonly onRetry: () => void }) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <span>{message}</span>
      <Button variant="outline-danger" size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

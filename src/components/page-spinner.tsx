/**
 * A page's loading state. Bootstrap's spinner classes on a plain element: every page shows this
 * first, so it carries no React-Bootstrap (docs/performance.md). It holds the whole first screen
 * (app.css, .page-spinner), so the footer below is never drawn in view only to be pushed away
 * when the page's data arrives (no layout shift); `inline` for a part of a page that loads.
 */
export function PageSpinner({
  label = 'Loading...',
  inline = false,
}: {
  readonly label?: string;
  readonly inline?: boolean;
}) {
  return (
    <div
      className={`d-flex justify-content-center align-items-center py-5${inline ? '' : ' page-spinner'}`}
      role="status"
      aria-live="polite"
    >
      <div className="spinner-border" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { reportError } from '../lib/report-error';
import { FRAME_MESSAGES } from './frame-messages';

const SignOutPrompt = lazy(() => import('./sign-out-prompt'));

/**
 * The header's user menu (docs/product.md §P2 Layout): a disclosure button and Bootstrap's dropdown
 * styles, placed by CSS alone. React-Bootstrap's Dropdown would bring Popper and its helpers
 * (about 11 KB gzip) to every signed-in page for one menu that always opens below its button.
 * Escape and a click elsewhere close it; Escape gives focus back to the button.
 */
export function UserMenu({ email }: { readonly email: string | null | undefined }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const box = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // Signing out offline (activities waiting) must not need the network: its modules are
  // fetched once the page has loaded, while it still has one.
  useEffect(() => {
    const prepare = () =>
      void Promise.all([
        import('./sign-out-prompt'),
        import('../lib/sign-out').then((m) => m.prepareSignOut()),
      ]).catch((error: unknown) => reportError(error, { action: 'prepareSignOut' }));
    if (document.readyState === 'complete') prepare();
    else window.addEventListener('load', prepare, { once: true });
    return () => window.removeEventListener('load', prepare);
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  /** The sign-out question: how many activities wait (null: some, count unknown); undefined: not asked. */
  const [unsent, setUnsent] = useState<number | null | undefined>(undefined);
  const logout = async () => {
    close();
    const { signOutAndForget, unsentActivities } = await import('../lib/sign-out');
    const waiting = await unsentActivities();
    if (waiting === 0) await signOutAndForget();
    else setUnsent(waiting);
  };
  return (
    <div className="dropdown" ref={box}>
      <button
        ref={toggle}
        type="button"
        className="btn btn-outline-light dropdown-toggle"
        id="user-menu"
        aria-label={t`User menu`}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((was) => !was)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <div
        id={menuId}
        className={`dropdown-menu dropdown-menu-end${open ? ' show' : ''}`}
        data-bs-popper="static"
        hidden={!open}
      >
        <div className="dropdown-header text-break">{email}</div>
        <Link className="dropdown-item" to={paths.home()} onClick={close}>
          {t(FRAME_MESSAGES.goToMyHomepage)}
        </Link>
        <Link className="dropdown-item" to={paths.account()} onClick={close}>
          {t(FRAME_MESSAGES.accountSettings)}
        </Link>
        <Link className="dropdown-item" to={paths.referralHub()} onClick={close}>
          {t(FRAME_MESSAGES.referralHub)}
        </Link>
        <hr className="dropdown-divider" />
        <button type="button" className="dropdown-item" onClick={() => void logout()}>
          <Trans>Logout</Trans>
        </button>
      </div>
      {unsent !== undefined && (
        <Suspense fallback={null}>
          <SignOutPrompt unsent={unsent} onCancel={() => setUnsent(undefined)} />
        </Suspense>
      )}
    </div>
  );
}

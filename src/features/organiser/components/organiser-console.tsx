/**
 * The organisers' console (docs/organiser-console.md): its own frame (no participant header),
 * the sections as links (each its own address), and the section open. Only rendered for an
 * organiser (src/app/route-guards.tsx RequireOrganiser); the server checks every call again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useRoutes } from 'react-router-dom';
import { LanguageSwitch } from '../../../components/language-switch';
import { paths } from '../../../config/paths';
import { FairPlaySection } from './fair-play-section';
import { GiftCodesSection } from './gift-codes-section';
import { LogSection } from './log-section';
import { LookupSection } from './lookup-section';
import { MedalsSection } from './medals-section';
import { NewsSection } from './news-section';
import { NumbersSection } from './numbers-section';
import { RaceSetupSection } from './race-setup-section';

type Section = NonNullable<Parameters<typeof paths.organiser>[0]>;

// Plain links and useRoutes, as the app's router: NavLink and <Routes> would add their code to
// the React chunk every page loads (docs/performance.md).
function Tab({ section, children }: { readonly section: Section; readonly children: ReactNode }) {
  const { pathname } = useLocation();
  const to = paths.organiser(section);
  const current = pathname === to;
  return (
    <li className="nav-item">
      <Link
        to={to}
        className={`nav-link${current ? ' active' : ''}`}
        aria-current={current ? 'page' : undefined}
      >
        {children}
      </Link>
    </li>
  );
}

const toMedals = <Navigate to={paths.organiser('medals')} replace />;

export function OrganiserConsole() {
  const { t } = useLingui();
  const section = useRoutes([
    { index: true, element: toMedals },
    { path: 'medals', element: <MedalsSection /> },
    { path: 'lookup', element: <LookupSection /> },
    { path: 'fairplay', element: <FairPlaySection /> },
    { path: 'giftcodes', element: <GiftCodesSection /> },
    { path: 'setup', element: <RaceSetupSection /> },
    { path: 'news', element: <NewsSection /> },
    { path: 'numbers', element: <NumbersSection /> },
    { path: 'log', element: <LogSection /> },
    { path: '*', element: toMedals },
  ]);
  return (
    <div className="container-fluid py-3" style={{ maxWidth: 1200 }}>
      <header className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 mb-0 me-auto">
          <Trans>Organisers’ console</Trans>
        </h1>
        <LanguageSwitch />
        <Link to={paths.home()} className="btn btn-sm btn-outline-secondary">
          <Trans>Back to the app</Trans>
        </Link>
      </header>
      <nav aria-label={t`Console sections`}>
        <ul className="nav nav-tabs mb-3 flex-wrap">
          <Tab section="medals">
            <Trans>Medals to ship</Trans>
          </Tab>
          <Tab section="lookup">
            <Trans>Participant lookup</Trans>
          </Tab>
          <Tab section="fairplay">
            <Trans>Fair-play review</Trans>
          </Tab>
          <Tab section="giftcodes">
            <Trans>Gift codes</Trans>
          </Tab>
          <Tab section="setup">
            <Trans>Race setup</Trans>
          </Tab>
          <Tab section="news">
            <Trans>News</Trans>
          </Tab>
          <Tab section="numbers">
            <Trans>Numbers</Trans>
          </Tab>
          <Tab section="log">
            <Trans>Audit log</Trans>
          </Tab>
        </ul>
      </nav>
      <main>{section}</main>
    </div>
  );
}

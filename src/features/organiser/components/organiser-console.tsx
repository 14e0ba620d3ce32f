/**
 * The organisers' console (docs/organiser-console.md): its own frame (no participant header),
 * the sections as links (each its own address), and the section open. Only rendered for an
 * organiser (src/app/route-guards.tsx RequireOrganiser); the server checks every call again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, NavLink, Navigate, Route, Routes } from 'react-router-dom';
import { LanguageSwitch } from '../../../components/language-switch';
import { paths } from '../../../config/paths';
import { LogSection } from './log-section';
import { LookupSection } from './lookup-section';
import { MedalsSection } from './medals-section';

const tabClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

export function OrganiserConsole() {
  const { t } = useLingui();
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
          <li className="nav-item">
            <NavLink to={paths.organiser('medals')} className={tabClass}>
              <Trans>Medals to ship</Trans>
            </NavLink>
          </li>
          <li className="nav-item">
            <NavLink to={paths.organiser('lookup')} className={tabClass}>
              <Trans>Participant lookup</Trans>
            </NavLink>
          </li>
          <li className="nav-item">
            <NavLink to={paths.organiser('log')} className={tabClass}>
              <Trans>Audit log</Trans>
            </NavLink>
          </li>
        </ul>
      </nav>
      <main>
        <Routes>
          <Route index element={<Navigate to={paths.organiser('medals')} replace />} />
          <Route path="medals" element={<MedalsSection />} />
          <Route path="lookup" element={<LookupSection />} />
          <Route path="log" element={<LogSection />} />
          <Route path="*" element={<Navigate to={paths.organiser('medals')} replace />} />
        </Routes>
      </main>
    </div>
  );
}

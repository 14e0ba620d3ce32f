import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { ProfileConsentSync } from '../features/consent';
import { AuthProvider } from '../lib/auth-context';
import { LanguageProvider } from '../lib/i18n/language-provider';
import { AppRoutes } from './router';
import { UpdatePrompt } from './update-prompt';

export function renderApp(rootElement: HTMLElement) {
  createRoot(rootElement).render(
    <StrictMode>
      <AuthProvider>
        <LanguageProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <UpdatePrompt />
          {/* Analytics consent per person (docs/privacy.md): only a build with a measurement id has any. */}
          {import.meta.env.VITE_GA_MEASUREMENT_ID ? <ProfileConsentSync /> : null}
        </LanguageProvider>
      </AuthProvider>
    </StrictMode>,
  );
}

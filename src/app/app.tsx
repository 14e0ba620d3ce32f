import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider } from '../lib/auth-context';
import { LanguageProvider } from '../lib/i18n/language-provider';
import { AppRoutes } from './router';
import { UpdatePrompt } from './update-prompt';

/**
 * Analytics consent per person (docs/privacy.md): only a build with a measurement id has any, and
 * even there its modules arrive beside the app, never in its first chunk.
 */
const ProfileConsentSync = import.meta.env.VITE_GA_MEASUREMENT_ID
  ? lazy(() =>
      import('../features/consent').then((consent) => ({ default: consent.ProfileConsentSync })),
    )
  : null;

export function renderApp(rootElement: HTMLElement) {
  createRoot(rootElement).render(
    <StrictMode>
      <AuthProvider>
        <LanguageProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <UpdatePrompt />
          {ProfileConsentSync && (
            <Suspense fallback={null}>
              <ProfileConsentSync />
            </Suspense>
          )}
        </LanguageProvider>
      </AuthProvider>
    </StrictMode>,
  );
}

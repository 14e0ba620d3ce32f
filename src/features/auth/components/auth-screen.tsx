import { useLingui } from '@lingui/react/macro';
import type { CSSProperties, ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/language-switch';
import {
  backgroundFor,
  DEFAULT_BACKGROUND_TILE_PX,
  DEFAULT_LOOK,
  type BackgroundStyle,
  type CheckoutLook,
} from '../checkout-look';
import './auth-screen.css';

function cssUrl(url: string): string {
  return `url(${JSON.stringify(url)})`;
}

function backgroundVars(prefix: string, background: BackgroundStyle): Record<string, string> {
  const tiled = background.mode === 'tile';
  return {
    [`${prefix}`]: cssUrl(background.image),
    [`${prefix}-size`]: tiled ? `${DEFAULT_BACKGROUND_TILE_PX}px` : 'cover',
    [`${prefix}-repeat`]: tiled ? 'repeat' : 'no-repeat',
  };
}

/** CSS variables for the desktop and mobile backgrounds; the stylesheet picks one at 640 px. */
function backgroundStyle(look: CheckoutLook): CSSProperties {
  return {
    ...backgroundVars('--auth-bg', backgroundFor(look, false)),
    ...backgroundVars('--auth-bg-mobile', backgroundFor(look, true)),
  } as CSSProperties;
}

interface AuthScreenProps {
  readonly title: string;
  readonly look?: CheckoutLook;
  readonly children: ReactNode;
}

/** The split layout of the visitor screens: the race banner (or the logo) on one side, the form on the other. */
export function AuthScreen({ title, look = DEFAULT_LOOK, children }: AuthScreenProps) {
  const { t } = useLingui();
  return (
    <main id="main" className="auth-screen" style={backgroundStyle(look)} data-testid="auth-screen">
      <div className="auth-screen__panel">
        <div className="row g-0 auth-screen__card">
          <div className="col-md-6 auth-screen__art">
            {look.banner ? (
              <img src={look.banner} alt={t`Challenge banner`} data-testid="checkout-banner" />
            ) : (
              <img src="/images/logo.svg" alt="Canada Virtual Challenges" height={96} />
            )}
          </div>
          <div className="col-md-6 auth-screen__form">
            <div className="auth-screen__language">
              <LanguageSwitch />
            </div>
            <h1 className="h3 mb-3">{title}</h1>
            {children}
          </div>
        </div>
      </div>
    </main>
  );
}

import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../config/env';

type Host = typeof import('./consent-host');
type Consent = typeof import('../lib/consent');

// The emulator env has no measurement id; here analytics is configured.
vi.mock('../config/env', async (original) => {
  const env = await original<typeof import('../config/env')>();
  return {
    ...env,
    getConfig: (): AppConfig => ({
      ...env.parseConfig(import.meta.env as Record<string, string>),
      gaMeasurementId: 'G-TEST123',
    }),
  };
});

/** A page load: fresh modules, the banner mounted as main.tsx does after the load event. */
async function loadPage(): Promise<{ consent: Consent }> {
  vi.resetModules();
  const host: Host = await import('./consent-host');
  const consent: Consent = await import('../lib/consent');
  await act(() => host.mountConsentBanner());
  return { consent };
}

const banner = () => screen.queryByRole('region', { name: 'Cookies and analytics' });

beforeEach(() => window.localStorage.clear());
afterEach(() => document.body.replaceChildren());

describe('the consent banner', () => {
  it('shows until she chooses, without taking the focus, and remembers Accept', async () => {
    const user = userEvent.setup();
    await loadPage();
    expect(await screen.findByRole('region', { name: 'Cookies and analytics' })).toBeVisible();
    expect(document.activeElement).toBe(document.body);
    expect(
      screen.getByText(/we use Google Analytics cookies to count registrations/),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(banner()).toBeNull();
    expect(JSON.parse(window.localStorage.getItem('vc.analyticsConsent') ?? '')).toMatchObject({
      choice: 'accepted',
    });
  });

  it('is keyboard reachable: Tab to Decline, Enter, and it stays away on the next page load', async () => {
    const user = userEvent.setup();
    await loadPage();
    await screen.findByRole('region', { name: 'Cookies and analytics' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(banner()).toBeNull();

    document.body.replaceChildren();
    const { consent } = await loadPage();
    expect(consent.readConsent().choice).toBe('declined');
    expect(banner()).toBeNull();
  });

  it('comes back from the footer link with the focus, and gives the focus back after the choice', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      'vc.analyticsConsent',
      JSON.stringify({ choice: 'declined', at: '2026-11-24T15:00:00.000Z' }),
    );
    const { consent } = await loadPage();
    expect(banner()).toBeNull();
    const footerLink = document.createElement('button');
    footerLink.textContent = 'Cookie preferences';
    footerLink.addEventListener('click', consent.requestConsentBanner);
    document.body.prepend(footerLink);

    await user.click(footerLink);
    const region = await screen.findByRole('region', { name: 'Cookies and analytics' });
    await waitFor(() => expect(region).toContainElement(document.activeElement as HTMLElement));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(banner()).toBeNull();
    expect(footerLink).toHaveFocus();
    expect(consent.readConsent().choice).toBe('accepted');
  });
});

describe('on a shared device', () => {
  it("asks a signed-in participant with no choice of her own, whatever the device's, and stores hers on her profile", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      'vc.analyticsConsent',
      JSON.stringify({ choice: 'accepted', at: '2026-11-20T10:00:00.000Z' }),
    );
    const { consent } = await loadPage();
    expect(banner()).toBeNull();
    const stored: string[] = [];
    consent.onPersonChoice((uid, choice) => stored.push(`${uid}:${choice}`));
    act(() => consent.personSignedIn('bea'));
    expect(banner()).toBeNull(); // hers is being read
    act(() => void consent.personConsentRead('bea', null));
    expect(await screen.findByRole('region', { name: 'Cookies and analytics' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(banner()).toBeNull();
    expect(stored).toEqual(['bea:declined']);
    expect(JSON.parse(window.localStorage.getItem('vc.analyticsConsent') ?? '')).toMatchObject({
      choice: 'accepted',
    });
  });

  it('does not ask a participant whose profile has her choice', async () => {
    const { consent } = await loadPage();
    expect(await screen.findByRole('region', { name: 'Cookies and analytics' })).toBeVisible();
    act(() => consent.personSignedIn('bea'));
    act(() => void consent.personConsentRead('bea', { choice: 'declined', at: new Date() }));
    expect(banner()).toBeNull();
  });

  it('keeps the banner she opened from the footer while her profile choice is read', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      'vc.analyticsConsent',
      JSON.stringify({ choice: 'declined', at: '2026-11-24T15:00:00.000Z' }),
    );
    const { consent } = await loadPage();
    const footerLink = document.createElement('button');
    footerLink.textContent = 'Cookie preferences';
    footerLink.addEventListener('click', consent.requestConsentBanner);
    document.body.prepend(footerLink);
    // Her click comes before the page has read her profile's choice (a declined one).
    await user.click(footerLink);
    await screen.findByRole('region', { name: 'Cookies and analytics' });
    act(() => consent.personSignedIn('bea'));
    act(() => void consent.personConsentRead('bea', { choice: 'declined', at: new Date() }));
    expect(banner()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(banner()).toBeNull();
    expect(footerLink).toHaveFocus();
  });
});

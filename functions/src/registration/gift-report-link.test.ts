import { OTHER_DEPLOYMENT_ENV } from '../../../src/contract/test-support/deployment-fixture';
import { describe, expect, it } from 'vitest';
import { unsubscribeSignature } from '../mail/unsubscribe';
import {
  giftReportEndpoint,
  giftReportSignature,
  giftReportUrl,
  validGiftReportLink,
} from './gift-report-link';

const EMULATOR = { FUNCTIONS_EMULATOR: 'true', GCLOUD_PROJECT: 'demo-x' };
const MAIL = `gift__${'a'.repeat(40)}`;

describe('the report link of a gift e-mail', () => {
  const sig = giftReportSignature(MAIL, 'secret');

  it('is signed for its mail only, under the secret', () => {
    expect(validGiftReportLink(MAIL, sig, 'secret')).toBe(true);
    expect(validGiftReportLink(`gift__${'b'.repeat(40)}`, sig, 'secret')).toBe(false);
    expect(validGiftReportLink(MAIL, sig, 'other')).toBe(false);
    for (const forged of ['', 'x', sig.slice(0, 63), sig.toUpperCase()])
      expect(validGiftReportLink(MAIL, forged, 'secret')).toBe(false);
  });

  it('names a gift mail only, and no unsubscribe signature reports one', () => {
    const other = 'registration-confirmed__pi_1';
    expect(validGiftReportLink(other, giftReportSignature(other, 'secret'), 'secret')).toBe(false);
    expect(validGiftReportLink(MAIL, unsubscribeSignature(MAIL, 'news', 'secret'), 'secret')).toBe(
      false,
    );
  });

  it('goes to the function (emulator, Cloud Functions or GIFT_REPORT_URL) with mail, language, signature', () => {
    expect(giftReportEndpoint(OTHER_DEPLOYMENT_ENV)).toBe(
      'https://northamerica-northeast1-run-canada-live.cloudfunctions.net/reportGiftMail',
    );
    expect(giftReportEndpoint({ GIFT_REPORT_URL: 'https://x.example/r' })).toBe(
      'https://x.example/r',
    );
    const url = new URL(giftReportUrl(MAIL, 'fr', EMULATOR));
    expect(`${url.origin}${url.pathname}`).toBe(
      'http://127.0.0.1:5001/demo-x/us-central1/reportGiftMail',
    );
    expect(url.searchParams.get('m')).toBe(MAIL);
    expect(url.searchParams.get('l')).toBe('fr');
    expect(
      validGiftReportLink(MAIL, url.searchParams.get('s') ?? '', 'local-unsubscribe-secret'),
    ).toBe(true);
  });
});

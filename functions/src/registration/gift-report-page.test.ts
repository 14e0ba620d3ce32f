import { describe, expect, it } from 'vitest';
import { giftReportPage } from './gift-report-page';

describe('the report page of a gift e-mail', () => {
  it('asks first, with one button that POSTs back to the same address', () => {
    const page = giftReportPage('confirm', 'en');
    expect(page).toContain('<form method="post">');
    expect(page).not.toContain('action=');
    expect(page).toContain('>Report this e-mail</button>');
    expect(page).toContain('Its sender will not be able to send any more gift e-mails');
  });

  it('says it is done, that the e-mail is gone, or that the link is not valid, without a button', () => {
    const done = giftReportPage('done', 'en');
    const gone = giftReportPage('gone', 'en');
    expect(gone).toContain('This e-mail is no longer on record, so it cannot be reported here.');
    expect(gone).not.toContain('<form');
    expect(done).toContain(
      'Thank you: the e-mail is reported, and its sender can send no more gift e-mails.',
    );
    expect(giftReportPage('invalid', 'en')).toContain(
      'This report link is not valid. Nothing was changed.',
    );
    for (const page of [done, giftReportPage('invalid', 'en')]) expect(page).not.toContain('<form');
  });

  it('speaks French for a French e-mail', () => {
    const page = giftReportPage('confirm', 'fr');
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('>Signaler ce courriel</button>');
    expect(giftReportPage('done', 'fr')).toContain('Merci\u00a0: le courriel est signalé');
  });
});

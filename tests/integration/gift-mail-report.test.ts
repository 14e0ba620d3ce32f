/**
 * Gift e-mails cannot be used for phishing (README, "E-mail"), on the emulator suite with the
 * local SMTP server: the recipient's "Report this e-mail" link shows a page and changes nothing
 * when opened (a mail scanner's GET), reports on its button's POST, and the buyer's next gift
 * e-mail is refused; a forged link is refused and changes nothing; a gift e-mail refused by the
 * recipient's server (the local SMTP server refuses every mailbox at its bouncing domain, and
 * the mail sender records ERROR as the extension does) stops her as well.
 */
import { describe, expect, it } from 'vitest';
import { giftMailId } from '../../functions/src/registration/gift-code-mail';
import {
  giftMailReportPath,
  giftSenderBlockPath,
} from '../../functions/src/registration/gift-sender-block';
import { torontoDay } from '../../src/contract/toronto-day';
import { BOUNCING_DOMAIN } from '../../scripts/lib/mail-server.mjs';
import { adminDb, waitFor } from './support/emulators';
import { buyerWithGift, friendAddress, sendGift, type GiftBuyer } from './support/gift-buyer';
import { deliveryOf, MAIL_CHAIN_MS, mailTo } from './support/inbox';
import { testRaceBeforeAll } from './support/file-fixtures';

const db = adminDb();
const fx = testRaceBeforeAll(db);

const BLOCKED = {
  status: 'PERMISSION_DENIED',
  message:
    'Gift e-mails from your account are stopped: one was reported by its recipient or could not be delivered. You can still give your friend the code yourself.',
};

/** The report link of the gift e-mail `to` received. */
async function reportLinkIn(to: string): Promise<string> {
  const [mail] = await waitFor(
    `the gift e-mail for ${to}`,
    async () => {
      const received = await mailTo(to);
      return received.length > 0 ? received : undefined;
    },
    MAIL_CHAIN_MS,
  );
  const link = /Report this e-mail: (\S+)/.exec(mail!.text)?.[1];
  expect(link).toBeDefined();
  expect(mail!.html).toContain('>Report this e-mail</a>');
  return link!;
}

const blockOf = async (buyer: GiftBuyer) =>
  (await db.doc(giftSenderBlockPath(buyer.uid)).get()).data();

/** Her next gift e-mail (a new friend) is refused 'blocked', and nothing is queued for him. */
async function expectNextSendRefused(buyer: GiftBuyer) {
  const next = friendAddress();
  expect((await sendGift(buyer, buyer.code, next)).error).toMatchObject(BLOCKED);
  expect((await db.collection('mail').where('to', '==', next).get()).size).toBe(0);
}

describe('reporting a gift e-mail', () => {
  it('the link shows a page and changes nothing; its button reports, and the buyer sends no more', async () => {
    const buyer = await buyerWithGift(db, fx);
    const to = friendAddress();
    await sendGift(buyer, buyer.code, to, 'Log in at https://evil.example/login');
    const link = await reportLinkIn(to);
    const mailId = giftMailId(buyer.code, to, torontoDay(new Date()));
    expect(new URL(link).searchParams.get('m')).toBe(mailId);

    // What a link scanner does: open it. A page with a button; nothing recorded.
    const opened = await fetch(link);
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(page).toContain('<form method="post">');
    expect(page).toContain('>Report this e-mail</button>');
    expect((await db.doc(giftMailReportPath(mailId, 'reported')).get()).exists).toBe(false);
    expect(await blockOf(buyer)).toBeUndefined();
    // Still free to send: the GET stopped nothing.
    expect((await sendGift(buyer, buyer.code, friendAddress())).result).toMatchObject({
      status: 'sent',
    });

    // The button: POST to the same address.
    const reported = await fetch(link, { method: 'POST' });
    expect(reported.status).toBe(200);
    expect(await reported.text()).toContain(
      'Thank you: the e-mail is reported, and its sender can send no more gift e-mails.',
    );
    expect((await db.doc(giftMailReportPath(mailId, 'reported')).get()).data()).toMatchObject({
      mailId,
      kind: 'reported',
      uid: buyer.uid,
      code: buyer.code,
    });
    expect(await blockOf(buyer)).toMatchObject({ uid: buyer.uid, reason: 'reported', mailId });
    await expectNextSendRefused(buyer);

    // Pressed again: the same answer, nothing more recorded.
    const first = (await db.doc(giftMailReportPath(mailId, 'reported')).get()).updateTime;
    expect((await fetch(link, { method: 'POST' })).status).toBe(200);
    expect((await db.doc(giftMailReportPath(mailId, 'reported')).get()).updateTime).toEqual(first);
  });

  it('refuses a forged or altered link, and records nothing', async () => {
    const buyer = await buyerWithGift(db, fx);
    const to = friendAddress();
    await sendGift(buyer, buyer.code, to);
    const link = new URL(await reportLinkIn(to));
    const mailId = link.searchParams.get('m')!;
    const forged = [
      (url: URL) => url.searchParams.set('s', '0'.repeat(64)),
      (url: URL) => url.searchParams.delete('s'),
      (url: URL) => url.searchParams.set('m', `gift__${'0'.repeat(40)}`),
    ];
    for (const forge of forged) {
      const url = new URL(link);
      forge(url);
      const answer = await fetch(url, { method: 'POST' });
      expect(answer.status).toBe(403);
      expect(await answer.text()).toContain('This report link is not valid. Nothing was changed.');
    }
    expect((await db.doc(giftMailReportPath(mailId, 'reported')).get()).exists).toBe(false);
    expect(await blockOf(buyer)).toBeUndefined();
  });

  it('says so when the e-mail is no longer on record (its mail document deleted), and stops nobody', async () => {
    const buyer = await buyerWithGift(db, fx);
    const to = friendAddress();
    await sendGift(buyer, buyer.code, to);
    const link = await reportLinkIn(to);
    const mailId = new URL(link).searchParams.get('m')!;
    await db.doc(`mail/${mailId}`).delete();
    const answer = await fetch(link, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('This e-mail is no longer on record');
    expect((await db.doc(giftMailReportPath(mailId, 'reported')).get()).exists).toBe(false);
    expect(await blockOf(buyer)).toBeUndefined();
  });

  it('speaks the e-mail’s language: French for a French buyer’s gift e-mail', async () => {
    const buyer = await buyerWithGift(db, fx);
    await db.doc(`users/${buyer.uid}`).update({ language: 'fr' });
    const to = friendAddress();
    await sendGift(buyer, buyer.code, to);
    const [mail] = await waitFor(
      `the French gift e-mail for ${to}`,
      async () => {
        const received = await mailTo(to);
        return received.length > 0 ? received : undefined;
      },
      MAIL_CHAIN_MS,
    );
    const link = /Signaler ce courriel\u00a0: (\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();
    expect(await (await fetch(link!)).text()).toContain('>Signaler ce courriel</button>');
  });
});

describe('a gift e-mail that bounces', () => {
  it('stops its buyer: the recipient’s server refuses the address, the delivery ends in ERROR, her next send is refused', async () => {
    const buyer = await buyerWithGift(db, fx);
    const to = friendAddress(BOUNCING_DOMAIN);
    expect((await sendGift(buyer, buyer.code, to)).result).toMatchObject({ status: 'sent' });
    const mailId = giftMailId(buyer.code, to, torontoDay(new Date()));
    const delivery = await deliveryOf(db, mailId);
    expect(delivery).toMatchObject({ state: 'ERROR' });
    expect(String(delivery.error)).toContain('550 5.1.1');

    const block = await waitFor(`the block of ${buyer.uid}`, () => blockOf(buyer));
    expect(block).toMatchObject({ uid: buyer.uid, reason: 'bounced', mailId });
    expect((await db.doc(giftMailReportPath(mailId, 'bounced')).get()).data()).toMatchObject({
      kind: 'bounced',
      uid: buyer.uid,
      error: expect.stringContaining('550 5.1.1'),
    });
    await expectNextSendRefused(buyer);
  });
});

/**
 * "Send to a friend" on the account page (functions/src/registration/send-gift-code.ts) on the
 * emulator suite with the local SMTP server: the friend receives the code, the buyer's message
 * and a link that opens registration for the code's leg; the same code to the same friend the
 * same day is one e-mail; the 11th gift e-mail of a day is refused; a code that is not hers, or
 * used, or a message over the contract's limit, is refused and sends nothing. What a recipient
 * can do with a gift e-mail (report it) and a bounce: gift-mail-report.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { giftMailId } from '../../functions/src/registration/gift-code-mail';
import { giftSendsPath } from '../../functions/src/registration/send-gift-code';
import { GIFT_SENDS_PER_DAY } from '../../src/contract/callables/send-gift-code';
import { torontoDay } from '../../src/contract/toronto-day';
import { adminDb, newGiftCode, uniqueId, waitFor } from './support/emulators';
import {
  buyerWithGift as giftBuyer,
  friendAddress as friend,
  sendGift as send,
} from './support/gift-buyer';
import { deliveryOf, mailTo } from './support/inbox';
import { testRaceBeforeAll } from './support/file-fixtures';

const db = adminDb();
const fx = testRaceBeforeAll(db);

const buyerWithGift = () => giftBuyer(db, fx);

describe('sending a gift code to a friend', () => {
  it('e-mails the friend the code, her message and the registration link; the same send again is one e-mail', async () => {
    const buyer = await buyerWithGift();
    const to = friend();
    const answer = await send(buyer, buyer.code, to.toUpperCase(), 'Run with me! <b>now</b>');
    expect(answer.result).toEqual({ status: 'sent', sentToday: 1 });

    const id = giftMailId(buyer.code, to, torontoDay(new Date()));
    expect(await deliveryOf(db, id)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    const [mail] = await waitFor(`the gift e-mail for ${to}`, async () => {
      const received = await mailTo(to);
      return received.length > 0 ? received : undefined;
    });
    // Her first name only: never her last name (Runner) in what we send from our domain.
    expect(mail!.subject).toBe('Avery sent you an entry to IT Challenge');
    expect(`${mail!.subject}${mail!.text}${mail!.html}`).not.toContain('Runner');
    expect(mail!.text).toContain('Avery wrote:\n> Run with me! <b>now</b>');
    expect(mail!.text).toMatch(/Report this e-mail: \S+reportGiftMail\?m=gift__/);
    expect(mail!.text).toContain(`Your gift code: ${buyer.code}`);
    expect(mail!.text).toContain(
      `/register/${fx.raceUrl}?gift_code=${buyer.code}&distance=${fx.legB}`,
    );
    expect(mail!.html).toContain('Run with me! &lt;b&gt;now&lt;/b&gt;');

    expect((await send(buyer, buyer.code, to)).result).toEqual({
      status: 'already-sent',
      sentToday: 1,
    });
    expect(await deliveryOf(db, id)).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(await mailTo(to)).toHaveLength(1);
  });

  it(`refuses the gift e-mail after ${GIFT_SENDS_PER_DAY} in a day, clearly, and sends nothing`, async () => {
    const buyer = await buyerWithGift();
    const friends = Array.from({ length: GIFT_SENDS_PER_DAY + 1 }, friend);
    for (const [i, to] of friends.slice(0, GIFT_SENDS_PER_DAY).entries())
      expect((await send(buyer, buyer.code, to)).result).toEqual({
        status: 'sent',
        sentToday: i + 1,
      });
    const eleventh = await send(buyer, buyer.code, friends[GIFT_SENDS_PER_DAY]!);
    expect(eleventh.error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      message: 'You can send at most 10 gift e-mails a day. Please try again tomorrow.',
    });
    const day = torontoDay(new Date());
    expect((await db.doc(giftSendsPath(buyer.uid, day)).get()).data()).toMatchObject({
      count: GIFT_SENDS_PER_DAY,
    });
    const eleventhMail = giftMailId(buyer.code, friends[GIFT_SENDS_PER_DAY]!, day);
    expect((await db.doc(`mail/${eleventhMail}`).get()).exists).toBe(false);
    // A send already made that day is still answered (nothing more is sent or counted).
    expect((await send(buyer, buyer.code, friends[0]!)).result).toEqual({
      status: 'already-sent',
      sentToday: GIFT_SENDS_PER_DAY,
    });
  });

  it('refuses a code she did not buy, and one already used, sending nothing', async () => {
    const buyer = await buyerWithGift();
    const to = friend();
    const someoneElses = await newGiftCode(db, fx.legB);
    expect((await send(buyer, someoneElses, to)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: 'This gift code is not one you bought.',
    });
    expect((await send(buyer, uniqueId('IT-NONE-'), to)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    await db.doc(`giftcodes/${buyer.code}`).update({ used: true });
    expect((await send(buyer, buyer.code, to)).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'This gift code has already been used.',
    });
    const sent = await db.collection('mail').where('to', '==', to).get();
    expect(sent.size).toBe(0);
    expect((await db.doc(giftSendsPath(buyer.uid, torontoDay(new Date()))).get()).exists).toBe(
      false,
    );
  });

  it('refuses an address that is not one at its field, before anything is read', async () => {
    const buyer = await buyerWithGift();
    expect((await send(buyer, buyer.code, 'not-an-address')).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'Enter a valid e-mail address.',
    });
  });

  it('refuses a message over 300 characters at its field, and queues and counts nothing', async () => {
    const buyer = await buyerWithGift();
    const to = friend();
    const answer = await send(buyer, buyer.code, to, 'x'.repeat(301));
    expect(answer.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'Your message can be at most 300 characters.',
      details: { refusal: 'messageTooLong' },
    });
    expect((await db.collection('mail').where('to', '==', to).get()).size).toBe(0);
    expect((await db.doc(giftSendsPath(buyer.uid, torontoDay(new Date()))).get()).exists).toBe(
      false,
    );
  });
});

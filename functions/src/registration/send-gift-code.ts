/**
 * `sendGiftCode` (account page, "Send to a friend"; contract/callables/send-gift-code.ts): the
 * buyer e-mails one of her unused gift codes to a friend. One transaction reads the code (hers,
 * unused), today's counter (gift_sends/{uid}__{day}, server-only like every path the rules do
 * not open) and the mail document; it creates the mail and counts it, so two sends at once
 * cannot pass the daily limit together, and a repeated send of the same code to the same
 * address the same day is answered 'already-sent' without a second e-mail or a second count.
 * The race's name and registration link come from her registration that bought the code.
 * A buyer one of whose gift e-mails was reported or bounced (gift_sender_blocks/{uid},
 * gift-sender-block.ts) is refused 'blocked' and sends nothing more.
 */
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  GIFT_SENDS_PER_DAY,
  SEND_GIFT_CODE,
  SEND_GIFT_CODE_REFUSAL_TEXTS,
  type SendGiftCodeRefusal,
  type SendGiftCodeResponse,
} from '../../../src/contract/callables/send-gift-code';
import { parseGiftCode } from '../../../src/contract/docs/gift-code';
import { parseRaceLeg } from '../../../src/contract/docs/race-leg';
import { parseUserDoc, type SubscribedRace } from '../../../src/contract/docs/user';
import { torontoDay } from '../../../src/contract/toronto-day';
import { mailLanguageOf } from '../mail/language';
import { localized } from '../../../src/contract/l10n';
import { mailDocument, mailPath } from '../mail/outbox';
import { appOrigin } from '../mail/sender';
import { unsubscribeSecrets } from '../mail/unsubscribe';
import { callableFunction, refusalError } from '../shared/callable';
import { giftCodePath, legPath, userPath } from '../shared/paths';
import { giftMailId, renderGiftMail } from './gift-code-mail';
import { giftReportUrl } from './gift-report-link';
import { giftSenderBlockPath } from './gift-sender-block';

const refused =
  (code: 'permission-denied' | 'failed-precondition' | 'resource-exhausted') =>
  (refusal: SendGiftCodeRefusal) =>
    refusalError(code, refusal, SEND_GIFT_CODE_REFUSAL_TEXTS);

/** gift_sends/{uid}__{day}: how many gift e-mails she sent that day. */
export const giftSendsPath = (uid: string, day: string): string => `gift_sends/${uid}__${day}`;

/** Registration for the code's leg with the code filled in (the registration form reads both). */
export function giftRegisterUrl(origin: string, raceUrl: string, legId: string, code: string) {
  const query = new URLSearchParams({ gift_code: code, distance: legId });
  return raceUrl
    ? `${origin}/register/${encodeURIComponent(raceUrl)}?${query.toString()}`
    : `${origin}/?${query.toString()}`;
}

/** Her registration that bought `code` (its giftCodes names it), if any. */
function registrationWith(
  races: Readonly<Record<string, SubscribedRace>>,
  code: string,
): SubscribedRace | undefined {
  return Object.values(races).find((race) => code in race.giftCodes);
}

async function send(
  db: Firestore,
  uid: string,
  input: { code: string; email: string; message: string },
): Promise<SendGiftCodeResponse> {
  const day = torontoDay(new Date());
  const mailId = giftMailId(input.code, input.email, day);
  const userSnap = await db.doc(userPath(uid)).get();
  const user = parseUserDoc(userSnap.data() ?? {});
  const bought = registrationWith(user.subscribedRaces, input.code);
  return db.runTransaction(async (tx) => {
    const [codeSnap, countSnap, mailSnap, blockSnap] = await Promise.all([
      tx.get(db.doc(giftCodePath(input.code))),
      tx.get(db.doc(giftSendsPath(uid, day))),
      tx.get(db.doc(mailPath(mailId))),
      tx.get(db.doc(giftSenderBlockPath(uid))),
    ]);
    const gift = parseGiftCode(codeSnap.data());
    if (!gift || gift.purchasedBy !== uid) throw refused('permission-denied')('notYours');
    if (blockSnap.exists) throw refused('permission-denied')('blocked');
    if (gift.used) throw refused('failed-precondition')('used');
    const sentToday = Number(countSnap.data()?.count ?? 0);
    if (mailSnap.exists) return { status: 'already-sent', sentToday };
    if (sentToday >= GIFT_SENDS_PER_DAY) throw refused('resource-exhausted')('dailyLimit');
    const legSnap = await tx.get(db.doc(legPath(gift.legId)));
    const leg = parseRaceLeg(legSnap.data() ?? {});
    // The mail speaks the sender's language (her choice), the names too (docs/i18n.md).
    const language = mailLanguageOf(userSnap.data());
    const details = userSnap.data()?.details as Record<string, unknown> | undefined;
    const mail = renderGiftMail(
      {
        // Her first name only: the template keeps its first word (gift-sender-name.ts).
        buyerFirstName: typeof details?.firstName === 'string' ? details.firstName : '',
        message: input.message,
        code: input.code,
        raceName:
          (bought ? localized(bought.raceInfo, 'name', language) : '') ||
          localized(leg, 'name', language),
        legName:
          localized(leg, 'legName', language) ||
          (bought ? localized(bought.raceInfo, 'legName', language) : '') ||
          gift.legId,
        registerUrl: giftRegisterUrl(
          appOrigin(),
          bought?.raceInfo.url ?? '',
          gift.legId,
          input.code,
        ),
        reportUrl: giftReportUrl(mailId, language),
      },
      language,
    );
    tx.create(
      db.doc(mailPath(mailId)),
      mailDocument(input.email, mail, `giftcodes/${input.code}`, [uid]),
    );
    tx.set(db.doc(giftSendsPath(uid, day)), { uid, day, count: sentToday + 1 }, { merge: true });
    return { status: 'sent', sentToday: sentToday + 1 };
  });
}

export const sendGiftCode = callableFunction(
  SEND_GIFT_CODE,
  (input, { uid }) => send(getFirestore(), uid, input),
  // The report link is signed with the mail links' secret (gift-report-link.ts).
  { secrets: unsubscribeSecrets() },
);

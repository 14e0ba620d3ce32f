/**
 * The `cheerFeedItem` callable (docs/product.md, "Team feed"): a member cheers a teammate's
 * item, or takes her cheer back (a second click). One cheer per person per item: her cheer is
 * races/{legId}/teams/{teamName}/feed/{itemId}/cheers/{her uid}, and the item's count moves with
 * it in one transaction, so the count is exact however many cheer at once (docs/security.md
 * item 80). The uid comes from auth.
 */
import { isSafeDocId } from '../document-id';
import { teamDocId } from '../team-rules';
import {
  accept,
  refuseWith,
  requestFields,
  type CallableContract,
  type RefusalTexts,
  type RequestCheck,
} from './callable';

export const CHEER_FEED_ITEM_REFUSALS = [
  'signedOut',
  'badRequest',
  'notOnTeam',
  'noSuchItem',
  'ownItem',
] as const;

export type CheerFeedItemRefusal = (typeof CHEER_FEED_ITEM_REFUSALS)[number];

export const CHEER_FEED_ITEM_REFUSAL_TEXTS: RefusalTexts<CheerFeedItemRefusal> = {
  signedOut: 'Sign in to cheer your teammates.',
  badRequest: 'A leg, a team and an item are required.',
  notOnTeam: 'You are not on this team.',
  noSuchItem: 'This item is no longer in the team feed.',
  ownItem: 'You cannot cheer your own item.',
};

export interface CheerFeedItemRequest {
  readonly legId: string;
  readonly teamName: string;
  readonly itemId: string;
}

export interface CheerFeedItemResponse {
  /** Whether she cheers it now (false: the click took her cheer back). */
  readonly cheered: boolean;
  /** The item's count after this click. */
  readonly cheers: number;
}

export function parseCheerFeedItemRequest(raw: unknown): CheerFeedItemRequest | null {
  const { legId, teamName, itemId } = requestFields(raw);
  const team = teamDocId(teamName);
  if (!isSafeDocId(legId) || !legId.startsWith('price_') || team === null || !isSafeDocId(itemId))
    return null;
  return { legId, teamName: team, itemId };
}

export const CHEER_FEED_ITEM: CallableContract<CheerFeedItemRequest> = {
  name: 'cheerFeedItem',
  signedOutMessage: CHEER_FEED_ITEM_REFUSAL_TEXTS.signedOut,
  parse(raw): RequestCheck<CheerFeedItemRequest> {
    const parsed = parseCheerFeedItemRequest(raw);
    return parsed
      ? accept(parsed)
      : refuseWith('invalid-argument', 'badRequest', CHEER_FEED_ITEM_REFUSAL_TEXTS);
  },
};

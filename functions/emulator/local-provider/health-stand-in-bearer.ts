/**
 * Who a Google Health API request of the stand-in speaks for: its bearer token, issued by the
 * OAuth 2.0 stand-in's Google (google-stand-in-store.ts), valid now and of a standing grant.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import { googleBearer, googleGrantStands } from './google-stand-in-store';

export async function healthBearer(db: Firestore, req: Request) {
  const header = req.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? googleBearer(db, header.slice('Bearer '.length)) : null;
}

/** Whether her grant to our app stands (Google sends notifications only then). */
export function healthGrantStands(db: Firestore, healthUserId: string): Promise<boolean> {
  return googleGrantStands(db, healthUserId);
}

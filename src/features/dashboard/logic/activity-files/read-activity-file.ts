/**
 * An activity file as the participant picked or shared it, read on her device (nothing is
 * sent anywhere: docs/activity-files.md): a .gpx, .tcx or .fit, or a .zip holding one of them
 * (some watch apps export that way). Told apart by content, not by name. Its key is `File_` +
 * the SHA-256 of the activity file itself (the one inside a zip), so the zip and the file it
 * holds are the same activity. This module and the parsers load only when a file is read: the
 * dashboard's first load carries none of them (docs/performance.md).
 */
import { unzipSync } from 'fflate';
import { fileKey, MAX_ACTIVITY_FILE_BYTES } from '../../../../contract/activity-file';
import type { ParsedActivity } from './parsed-activity';
import { parseFit } from './parse-fit';
import { parseGpx } from './parse-gpx';
import { parseTcx } from './parse-tcx';

export type ReadRefusal = 'tooLarge' | 'unreadable' | 'zipNotOne';

export type ReadResult =
  | { readonly ok: true; readonly activity: ParsedActivity; readonly key: string }
  | { readonly ok: false; readonly reason: ReadRefusal };

const ACTIVITY_NAME = /\.(gpx|tcx|fit)$/i;

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function isFit(bytes: Uint8Array): boolean {
  return String.fromCharCode(...bytes.subarray(8, 12)) === '.FIT';
}

/** The one activity file inside a zip, or why not (none, several, or too large once inflated). */
function unzipOne(bytes: Uint8Array): Uint8Array | ReadRefusal {
  let tooLarge = false;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (entry) => {
        const wanted = ACTIVITY_NAME.test(entry.name) && !entry.name.startsWith('__MACOSX/');
        if (wanted && entry.originalSize > MAX_ACTIVITY_FILE_BYTES) tooLarge = true;
        return wanted && !tooLarge;
      },
    });
  } catch {
    return 'unreadable';
  }
  if (tooLarge) return 'tooLarge';
  const inside = Object.values(files);
  return inside.length === 1 ? inside[0]! : 'zipNotOne';
}

function parse(bytes: Uint8Array): ParsedActivity | null {
  if (isFit(bytes)) return parseFit(bytes);
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF?\s*/, '');
  return parseGpx(text) ?? parseTcx(text);
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function readActivityBytes(bytes: Uint8Array): Promise<ReadResult> {
  if (bytes.byteLength > MAX_ACTIVITY_FILE_BYTES) return { ok: false, reason: 'tooLarge' };
  const inner = isZip(bytes) ? unzipOne(bytes) : bytes;
  if (typeof inner === 'string') return { ok: false, reason: inner };
  let activity: ParsedActivity | null;
  try {
    activity = parse(inner);
  } catch {
    activity = null;
  }
  if (!activity) return { ok: false, reason: 'unreadable' };
  return { ok: true, activity, key: fileKey(await sha256Hex(inner)) };
}

/** A picked or shared file: refused by its size before a byte of it is read. */
export async function readActivityFile(file: Blob): Promise<ReadResult> {
  if (file.size > MAX_ACTIVITY_FILE_BYTES) return { ok: false, reason: 'tooLarge' };
  return readActivityBytes(new Uint8Array(await file.arrayBuffer()));
}

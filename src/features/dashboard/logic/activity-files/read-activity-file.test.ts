import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_ACTIVITY_FILE_BYTES } from '../../../../contract/activity-file';
import { readActivityBytes, readActivityFile } from './read-activity-file';

const GPX = `<?xml version="1.0"?>
<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
<trkpt lat="45.0" lon="-75.7"><time>2026-06-01T11:00:00Z</time></trkpt>
<trkpt lat="45.01" lon="-75.7"><time>2026-06-01T11:05:00Z</time></trkpt>
</trkseg></trk></gpx>`;
const TCX = `<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2"><Activities><Activity Sport="Running"><Lap StartTime="2026-06-01T11:00:00Z"><TotalTimeSeconds>600</TotalTimeSeconds><DistanceMeters>2000</DistanceMeters></Lap></Activity></Activities></TrainingCenterDatabase>`;
const bytes = (text: string) => new TextEncoder().encode(text);

describe('readActivityBytes', () => {
  it('tells GPX from TCX by content and keys each by its SHA-256', async () => {
    const gpx = await readActivityBytes(bytes(GPX));
    const tcx = await readActivityBytes(bytes(`\uFEFF  ${TCX}`));
    expect(gpx.ok && gpx.activity.format).toBe('gpx');
    expect(tcx.ok && tcx.activity.format).toBe('tcx');
    // SHA-256 of the GPX text above, its first 32 hex digits.
    const digest = await crypto.subtle.digest('SHA-256', bytes(GPX));
    const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    expect(gpx.ok && gpx.key).toBe(`File_${hex.slice(0, 32)}`);
  });

  it('reads the one activity file inside a .zip, with the same key as the file itself', async () => {
    const zipped = zipSync({
      'export/run.gpx': bytes(GPX),
      '__MACOSX/export/._run.gpx': bytes('x'),
      'readme.txt': bytes('hi'),
    });
    const fromZip = await readActivityBytes(zipped);
    const plain = await readActivityBytes(bytes(GPX));
    expect(fromZip.ok && plain.ok && fromZip.key === plain.key).toBe(true);
  });

  it('refuses a .zip of none or several activity files, and what is not an activity file', async () => {
    expect(await readActivityBytes(zipSync({ 'a.gpx': bytes(GPX), 'b.tcx': bytes(TCX) }))).toEqual({
      ok: false,
      reason: 'zipNotOne',
    });
    expect(await readActivityBytes(zipSync({ 'a.txt': bytes(GPX) }))).toEqual({
      ok: false,
      reason: 'zipNotOne',
    });
    expect(await readActivityBytes(bytes('%PDF-1.7'))).toEqual({ ok: false, reason: 'unreadable' });
    expect(await readActivityBytes(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });

  it('refuses a file over the size limit before reading it', async () => {
    const huge = {
      size: MAX_ACTIVITY_FILE_BYTES + 1,
      arrayBuffer: () => Promise.reject(new Error('read')),
    } as unknown as Blob;
    expect(await readActivityFile(huge)).toEqual({ ok: false, reason: 'tooLarge' });
  });
});

import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildCertificatePdf, certificateFileName } from './certificate-pdf';

const data = {
  participantName: 'Avery Tremblay',
  raceName: 'The Big Canada Run 2025',
  legName: '1,000 km Leg',
  distanceKm: 1000,
  completedDate: new Date('2025-06-01T15:00:00Z'),
  bibNumber: 101,
};

describe('finisher certificate', () => {
  it('is a one-page PDF titled for the race', async () => {
    const bytes = await buildCertificatePdf(data);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('The Big Canada Run 2025: finisher certificate');
  });

  it('draws names the standard fonts cannot encode without failing', async () => {
    const bytes = await buildCertificatePdf({
      ...data,
      participantName: 'Jordan Lévesque 🏃',
      bibNumber: null,
    });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it('names the file after the race and the participant', () => {
    expect(certificateFileName(data)).toBe(
      'certificate-the-big-canada-run-2025-avery-tremblay.pdf',
    );
  });
});

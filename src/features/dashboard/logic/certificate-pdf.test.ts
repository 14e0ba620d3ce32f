import boldFont from '@fontsource/lato/files/lato-latin-700-normal.woff?inline';
import regularFont from '@fontsource/lato/files/lato-latin-400-normal.woff?inline';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfLines } from '../test-support/pdf-text';
import { buildCertificatePdf, certificateFileName, type CertificateData } from './certificate-pdf';

/** The font files the app ships with the certificate (certificate-fonts.ts), as data URLs. */
const bytesOf = (dataUrl: string) =>
  Uint8Array.from(atob(dataUrl.slice(dataUrl.indexOf(',') + 1)), (char) => char.charCodeAt(0));
const fonts = { regular: bytesOf(regularFont), bold: bytesOf(boldFont) };

const data: CertificateData = {
  participantName: 'Avery Tremblay',
  raceName: 'The Big Canada Run 2025',
  legName: '1,000 km Leg',
  distanceKm: 1000,
  completedDate: new Date('2025-06-01T15:00:00Z'),
  bibNumber: 101,
  language: 'en',
};

const french: CertificateData = {
  ...data,
  participantName: 'Élodie Lévesque',
  raceName: 'La Grande Course du Canada 2025',
  legName: 'Parcours de 1\u00a0000\u202fkm',
  language: 'fr',
};

describe('finisher certificate', () => {
  it('is a one-page PDF titled for the race', async () => {
    const pdf = await PDFDocument.load(await buildCertificatePdf(data, fonts));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('The Big Canada Run 2025: finisher certificate');
  });

  it('reads in English as it always has', async () => {
    expect(await pdfLines(await buildCertificatePdf(data, fonts))).toEqual([
      'Certificate of Completion',
      'This certifies that',
      'Avery Tremblay',
      'completed The Big Canada Run 2025',
      '1,000 km Leg: 1000.00 km',
      'on June 1, 2025',
      'BIB 101',
    ]);
  });

  it('reads in Canadian French, accents and all, from its embedded font', async () => {
    const bytes = await buildCertificatePdf(french, fonts);
    const lines = await pdfLines(bytes);
    // fr-CA groups thousands with a no-break space (drawn as such).
    expect(lines.map((line) => line.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      'Certificat de réussite',
      'Félicitations à',
      'Élodie Lévesque',
      'Défi : La Grande Course du Canada 2025',
      'Parcours de 1 000 km : 1 000,00 km',
      'Date de réussite : 1er juin 2025',
      'Dossard 101',
    ]);
    expect(lines.join('\n')).toContain('Félicitations');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe('La Grande Course du Canada 2025\u00a0: certificat de réussite');
    // The fonts travel in the file (FontFile2 subsets), so any reader shows the accents.
    const embedded = pdf.context
      .enumerateIndirectObjects()
      .filter(([, object]) => object instanceof PDFDict && object.has(PDFName.of('FontFile2')));
    expect(embedded).toHaveLength(2);
  });

  it('leaves out what the font cannot draw, without failing', async () => {
    const bytes = await buildCertificatePdf(
      { ...data, participantName: 'Jordan Lévesque 🏃', bibNumber: null },
      fonts,
    );
    const lines = await pdfLines(bytes);
    expect(lines).toContain('Jordan Lévesque ');
    expect(lines).not.toContain('BIB 101');
  });

  it('names the file after the race and the participant, in her language', () => {
    expect(certificateFileName(data)).toBe(
      'certificate-the-big-canada-run-2025-avery-tremblay.pdf',
    );
    expect(certificateFileName(french)).toBe(
      'certificat-la-grande-course-du-canada-2025-elodie-levesque.pdf',
    );
  });
});

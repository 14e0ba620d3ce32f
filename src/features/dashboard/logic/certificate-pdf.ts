/**
 * The finisher certificate (beyond the spec): a one-page PDF made in the browser. This
 * module pulls in pdf-lib, so the dashboard loads it only when 'Download certificate' is clicked.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatKm } from './progress';

export interface CertificateData {
  readonly participantName: string;
  readonly raceName: string;
  readonly legName: string;
  readonly distanceKm: number;
  readonly completedDate: Date;
  readonly bibNumber: number | null;
}

export function certificateFileName(data: CertificateData): string {
  const slug = `${data.raceName}-${data.participantName}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `certificate-${slug || 'finisher'}.pdf`;
}

function completionDay(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
}

/** Standard PDF fonts cover WinAnsi only: keep accents (é, è), drop what cannot be drawn. */
function drawable(text: string): string {
  return text.replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '');
}

export async function buildCertificatePdf(data: CertificateData): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${data.raceName}: finisher certificate`);
  pdf.setAuthor('Canada Virtual Challenges');
  const page = pdf.addPage([792, 612]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const { width, height } = page.getSize();
  page.drawRectangle({
    x: 24,
    y: 24,
    width: width - 48,
    height: height - 48,
    borderColor: rgb(0.8, 0.1, 0.1),
    borderWidth: 4,
  });
  const centred = (text: string, y: number, size: number, font = regular) => {
    const clean = drawable(text);
    page.drawText(clean, {
      x: (width - font.widthOfTextAtSize(clean, size)) / 2,
      y,
      size,
      font,
      color: rgb(0.1, 0.1, 0.1),
    });
  };
  centred('Certificate of Completion', height - 120, 36, bold);
  centred('This certifies that', height - 180, 16);
  centred(data.participantName, height - 230, 32, bold);
  centred(`completed ${data.raceName}`, height - 280, 20);
  centred(`${data.legName}: ${formatKm(data.distanceKm)} km`, height - 315, 18);
  centred(`on ${completionDay(data.completedDate)}`, height - 350, 16);
  if (data.bibNumber !== null) centred(`BIB ${data.bibNumber}`, height - 400, 16, bold);
  return pdf.save();
}

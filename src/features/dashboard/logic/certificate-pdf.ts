/**
 * The finisher certificate (beyond the spec): a one-page PDF made in the browser, in the
 * participant's language. This module pulls in pdf-lib and fontkit, so the dashboard loads it
 * only when 'Download certificate' is clicked. The texts live here, per language, rather than in
 * the dashboard's catalogue part, so the dashboard's first load carries none of them (as the
 * e-mails keep theirs, functions/src/mail/language.ts). French needs accents ("Félicitations"),
 * so the certificate embeds its own font (Lato, certificate-fonts.ts) instead of the standard
 * PDF fonts, whose WinAnsi encoding a reader may not render the same.
 */
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import { NARROW_NBSP, NBSP, withFirstOfMonth } from '../../../contract/french-typography';
import type { Language } from '../../../lib/i18n/language';
import { formatKm } from './progress';

import { loadCertificateFonts } from './certificate-fonts';

/** The Intl locale (written here: importing the app's helper would tie this chunk to the shell's). */
const localeOf = (language: Language) => (language === 'fr' ? 'fr-CA' : 'en-CA');

export interface CertificateData {
  readonly participantName: string;
  readonly raceName: string;
  readonly legName: string;
  readonly distanceKm: number;
  readonly completedDate: Date;
  readonly bibNumber: number | null;
  /** The language she reads the dashboard in; the names above are already in it. */
  readonly language: Language;
}

/** The font files the certificate embeds (the bytes of a TrueType, OpenType or WOFF font). */
export interface CertificateFonts {
  readonly regular: Uint8Array | ArrayBuffer;
  readonly bold: Uint8Array | ArrayBuffer;
}

interface CertificateTexts {
  readonly file: string;
  readonly title: (race: string) => string;
  readonly heading: string;
  readonly certifies: string;
  readonly completed: (race: string) => string;
  readonly leg: (leg: string, km: string) => string;
  readonly on: (day: string) => string;
  readonly bib: (bib: number) => string;
}

const TEXTS: Readonly<Record<Language, CertificateTexts>> = {
  en: {
    file: 'certificate',
    title: (race) => `${race}: finisher certificate`,
    heading: 'Certificate of Completion',
    certifies: 'This certifies that',
    completed: (race) => `completed ${race}`,
    leg: (leg, km) => `${leg}: ${km} km`,
    on: (day) => `on ${day}`,
    bib: (bib) => `BIB ${bib}`,
  },
  // French names stand alone after a label: nothing glues an article or a preposition to a
  // race or leg name (docs/i18n.md, "Names that read alone").
  fr: {
    file: 'certificat',
    title: (race) => `${race}${NBSP}: certificat de réussite`,
    heading: 'Certificat de réussite',
    certifies: 'Félicitations à',
    completed: (race) => `Défi${NBSP}: ${race}`,
    leg: (leg, km) => `${leg}${NBSP}: ${km}${NARROW_NBSP}km`,
    on: (day) => `Date de réussite${NBSP}: ${day}`,
    bib: (bib) => `Dossard ${bib}`,
  },
};

/** 'certificate-the-big-canada-run-2025-avery-tremblay.pdf'; in French 'certificat-…', accents dropped. */
export function certificateFileName(data: CertificateData): string {
  const slug = `${data.raceName}-${data.participantName}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${TEXTS[data.language].file}-${slug || 'finisher'}.pdf`;
}

/** 'June 1, 2025' / '1er juin 2025'. */
function completionDay(date: Date, language: Language): string {
  const day = new Intl.DateTimeFormat(localeOf(language), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(date);
  return withFirstOfMonth(day, language);
}

/**
 * What the embedded font cannot draw (an emoji, a script it lacks) is left out, not a failure;
 * a narrow no-break space the font lacks is drawn as a no-break space, so "1 000 km" keeps its gap.
 */
function drawable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text]
    .map((char) => (char === NARROW_NBSP && !known.has(0x202f) ? NBSP : char))
    .filter((char) => known.has(char.codePointAt(0) ?? -1))
    .join('');
}

/** The certificate's title and its lines, top to bottom, as the PDF draws them (bib last, when known). */
export function certificateText(data: CertificateData): {
  readonly title: string;
  readonly lines: readonly string[];
} {
  const texts = TEXTS[data.language];
  const km = formatKm(data.distanceKm, data.language);
  return {
    title: texts.title(data.raceName),
    lines: [
      texts.heading,
      texts.certifies,
      data.participantName,
      texts.completed(data.raceName),
      texts.leg(data.legName, km),
      texts.on(completionDay(data.completedDate, data.language)),
      ...(data.bibNumber !== null ? [texts.bib(data.bibNumber)] : []),
    ],
  };
}

/** The PDF; the app's font files are fetched unless `fonts` are given (the tests read them). */
export async function buildCertificatePdf(
  data: CertificateData,
  fonts?: CertificateFonts,
): Promise<Uint8Array> {
  const { regular: regularFile, bold: boldFile } = fonts ?? (await loadCertificateFonts());
  const { title, lines } = certificateText(data);
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  pdf.setTitle(title);
  pdf.setAuthor('Canada Virtual Challenges');
  pdf.setLanguage(localeOf(data.language));
  const page = pdf.addPage([792, 612]);
  // Embedded as subsets: the PDF carries the glyphs it draws, accents included.
  const bold = await pdf.embedFont(boldFile, { subset: true });
  const regular = await pdf.embedFont(regularFile, { subset: true });
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
    const clean = drawable(text, font);
    page.drawText(clean, {
      x: (width - font.widthOfTextAtSize(clean, size)) / 2,
      y,
      size,
      font,
      color: rgb(0.1, 0.1, 0.1),
    });
  };
  const [heading = '', certifies = '', name = '', race = '', leg = '', day = '', bib] = lines;
  centred(heading, height - 120, 36, bold);
  centred(certifies, height - 180, 16);
  centred(name, height - 230, 32, bold);
  centred(race, height - 280, 20);
  centred(leg, height - 315, 18);
  centred(day, height - 350, 16);
  if (bib !== undefined) centred(bib, height - 400, 16, bold);
  return pdf.save();
}

/**
 * The certificate's font files (Lato, SIL Open Font License, from @fontsource/lato; its Latin
 * subset holds every French letter and the typographic apostrophe and quotes). Vite emits them
 * as files of their own: fetched on the 'Download certificate' click with certificate-pdf.ts,
 * never on the dashboard's first load.
 */
import boldUrl from '@fontsource/lato/files/lato-latin-700-normal.woff?url';
import regularUrl from '@fontsource/lato/files/lato-latin-400-normal.woff?url';
import type { CertificateFonts } from './certificate-pdf';

async function fontFile(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`certificate font ${url}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

export async function loadCertificateFonts(): Promise<CertificateFonts> {
  const [regular, bold] = await Promise.all([fontFile(regularUrl), fontFile(boldUrl)]);
  return { regular, bold };
}

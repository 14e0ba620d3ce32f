/**
 * The text a reader extracts from a PDF made by pdf-lib with embedded fonts: each `<hex> Tj` of
 * the first page's content, its glyph ids turned back into characters through the font's
 * ToUnicode map (what copy-and-paste and search in a PDF reader use). One string per drawn line.
 * Enough for the certificate's tests; not a general PDF reader.
 */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
} from 'pdf-lib';

function streamText(stream: PDFObject | undefined): string {
  if (!(stream instanceof PDFRawStream)) throw new Error('expected a stream');
  return new TextDecoder('latin1').decode(decodePDFRawStream(stream).decode());
}

/** UTF-16 code units written as hex ('00E9' → 'é', 'D83DDE00' → an emoji). */
function utf16(hex: string): string {
  const units = hex.match(/.{4}/g) ?? [];
  return String.fromCharCode(...units.map((unit) => parseInt(unit, 16)));
}

/** glyph id (4 hex digits) → its characters, from a ToUnicode CMap's bfchar entries. */
function toUnicode(cmap: string): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const [, glyph = '', text = ''] of cmap.matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>/g))
    map.set(glyph.toUpperCase(), utf16(text));
  return map;
}

export async function pdfLines(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  const page = pdf.getPage(0).node;
  const fonts = page.Resources()?.lookup(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, ReadonlyMap<string, string>>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = pdf.context.lookup(ref, PDFDict);
    maps.set(name.asString(), toUnicode(streamText(font.lookup(PDFName.of('ToUnicode')))));
  }
  const contents = page.Contents();
  const parts =
    contents instanceof PDFArray
      ? contents.asArray().map((ref) => pdf.context.lookup(ref))
      : [contents];
  const content = parts.map(streamText).join('\n');
  const lines: string[] = [];
  let current: ReadonlyMap<string, string> = new Map();
  for (const [, font, hex] of content.matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
    if (font) current = maps.get(font) ?? new Map();
    else if (hex !== undefined)
      lines.push(
        (hex.match(/.{4}/g) ?? []).map((glyph) => current.get(glyph.toUpperCase()) ?? '�').join(''),
      );
  }
  return lines;
}

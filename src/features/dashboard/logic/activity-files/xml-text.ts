/**
 * Reading GPX and TCX with the browser's own DOMParser: elements by local name whatever the
 * namespace prefix a watch's app wrote, their text as numbers or strings. Pure.
 */

export function parseXml(text: string): Document | null {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  return doc.getElementsByTagName('parsererror').length > 0 ? null : doc;
}

export function elements(parent: Document | Element, localName: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS('*', localName));
}

/** The direct children of `parent` named `localName`. */
export function children(parent: Element, localName: string): Element[] {
  return Array.from(parent.children).filter((child) => child.localName === localName);
}

export function childText(parent: Element, localName: string): string | null {
  const text = children(parent, localName)[0]?.textContent?.trim();
  return text ? text : null;
}

export function childNumber(parent: Element, localName: string): number | null {
  const text = childText(parent, localName);
  const value = text === null ? NaN : Number(text);
  return Number.isFinite(value) ? value : null;
}

export function attributeNumber(element: Element, name: string): number | null {
  const text = element.getAttribute(name);
  const value = text === null || text.trim() === '' ? NaN : Number(text);
  return Number.isFinite(value) ? value : null;
}

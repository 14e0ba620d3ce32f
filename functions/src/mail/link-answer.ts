/**
 * The start of every answer to an e-mail's signed link (the unsubscribe, the news confirmation,
 * the gift e-mail's report; docs/privacy.md, "E-mail links"): never cached, never indexed, the
 * address (which carries her signature) never sent on to another site as a referrer, HTML; and
 * only GET (the page with its button) and POST (the button) served.
 */
interface LinkResponse {
  set(field: string, value: string): LinkResponse;
  status(code: number): { end(): unknown };
}

/** Sets the headers; answers 405 and returns false for any method but GET and POST. */
export function startLinkAnswer(method: string, res: LinkResponse): boolean {
  res
    .set('Cache-Control', 'no-store')
    .set('Referrer-Policy', 'no-referrer')
    .set('X-Robots-Tag', 'noindex')
    .set('Content-Type', 'text/html; charset=utf-8');
  if (method === 'GET' || method === 'POST') return true;
  res.set('Allow', 'GET, POST').status(405).end();
  return false;
}

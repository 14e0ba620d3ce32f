/**
 * The page shell of every local provider stand-in (Strava, Fitbit, Garmin): one small,
 * readable, keyboard-usable page at 360 px, in the provider's accent colour.
 */
import { htmlPage } from '../html-page';

export function standInPage(title: string, body: string, accent: string): string {
  return htmlPage(
    title,
    `body{font-family:system-ui,sans-serif;max-width:44rem;margin:1.5rem auto;padding:0 1rem;color:#222}
h1{color:${accent};font-size:1.5rem}fieldset{border:1px solid #ccc;margin:1rem 0;padding:.75rem}
label{display:block;margin:.5rem 0 .2rem}label.check{display:flex;gap:.5rem;align-items:center}
input,select,button{font-size:1rem;padding:.4rem;max-width:100%}
.row{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}button{cursor:pointer}
button.primary{background:${accent};color:#fff;border:0;padding:.6rem 1.2rem}
:focus-visible{outline:3px solid #1a55c4;outline-offset:2px}.note{color:#555;font-size:.9rem}
table{width:100%;border-collapse:collapse}td,th{padding:.35rem;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}`,
    body,
  );
}

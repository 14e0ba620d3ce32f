/**
 * Paints a share card's layout (share-card-layout.ts) on a canvas and gives it back as a PNG,
 * in the browser: no server round trip. Loaded with the card on 'Share my progress' only.
 * Then the system share sheet with the image where the browser shares files (Web Share API
 * Level 2: `navigator.canShare({files})`), else a download of the PNG.
 */
import type { ShareCardLayout } from './share-card-layout';

const INK = '#111111';
const ACCENT = '#c8102e';
const TRACK = '#d9d9d9';

export async function drawShareCard(layout: ShareCardLayout): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = layout.width;
  canvas.height = layout.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas in this browser.');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, layout.width, layout.height);
  ctx.fillStyle = ACCENT;
  ctx.fillRect(0, 0, layout.width, 24);

  ctx.textAlign = 'center';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = INK;
  for (const text of layout.texts) {
    let size = text.size;
    const font = () => `${text.bold ? 'bold ' : ''}${size}px system-ui, sans-serif`;
    ctx.font = font();
    // A long race name shrinks to fit the card rather than leave it.
    while (size > 16 && ctx.measureText(text.text).width > text.maxWidth) {
      size -= 2;
      ctx.font = font();
    }
    ctx.fillText(text.text, text.x, text.y, text.maxWidth);
  }

  ctx.lineCap = 'round';
  ctx.lineWidth = 16;
  ctx.strokeStyle = TRACK;
  ctx.beginPath();
  ctx.moveTo(layout.route.from.x, layout.route.from.y);
  ctx.lineTo(layout.route.to.x, layout.route.to.y);
  ctx.stroke();
  ctx.strokeStyle = ACCENT;
  ctx.beginPath();
  ctx.moveTo(layout.done.from.x, layout.done.from.y);
  ctx.lineTo(layout.done.to.x, layout.done.to.y);
  ctx.stroke();
  for (const stop of layout.stops) {
    ctx.fillStyle = '#ffffff';
    ctx.strokeStyle = INK;
    ctx.lineWidth = 4;
    ctx.beginPath();
    ctx.arc(stop.x, stop.y, 12, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
  }
  ctx.fillStyle = ACCENT;
  ctx.beginPath();
  ctx.arc(layout.position.x, layout.position.y, 28, 0, 2 * Math.PI);
  ctx.fill();

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The card could not be made.'))),
      'image/png',
    ),
  );
}

/** The system share sheet with the image and the text, else a download of the image. */
export async function shareOrDownload(
  blob: Blob,
  fileName: string,
  text: string,
): Promise<'shared' | 'downloaded' | 'cancelled'> {
  const file = new File([blob], fileName, { type: 'image/png' });
  if (
    typeof navigator.share === 'function' &&
    typeof navigator.canShare === 'function' &&
    navigator.canShare({ files: [file] })
  ) {
    try {
      await navigator.share({ files: [file], text });
      return 'shared';
    } catch (error) {
      // She closed the share sheet: nothing to report.
      if ((error as { name?: unknown }).name === 'AbortError') return 'cancelled';
      throw error;
    }
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return 'downloaded';
}

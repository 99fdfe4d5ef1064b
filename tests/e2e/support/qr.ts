import jsQR from 'jsqr';
import type { Locator } from 'playwright-core';

/**
 * Decodes the QR code shown in `container` as a phone camera would read it: from a PNG screenshot
 * of the element as the page renders it (the white box around the code is its quiet zone), never
 * from the markup. The browser only decodes the PNG bytes into RGBA pixels; jsQR reads those here.
 */
export async function decodeQr(container: Locator): Promise<string | null> {
  const png = await container.screenshot({ type: 'png', animations: 'disabled' });
  const pixels = await container.page().evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d')!;
    context.drawImage(bitmap, 0, 0);
    const data = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { width: data.width, height: data.height, rgba: Array.from(data.data) };
  }, png.toString('base64'));
  return jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height)?.data ?? null;
}

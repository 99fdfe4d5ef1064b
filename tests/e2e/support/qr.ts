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
    // Back as base64, not as an array of numbers: a 300 px code is 360,000 of them, which took
    // about 2 s a call to serialize and send; the string of the same bytes takes a few milliseconds.
    let binary = '';
    for (let start = 0; start < data.data.length; start += 0x8000) {
      binary += String.fromCharCode(...data.data.subarray(start, start + 0x8000));
    }
    return { width: data.width, height: data.height, rgba: btoa(binary) };
  }, png.toString('base64'));
  return jsQR(new Uint8ClampedArray(Buffer.from(pixels.rgba, 'base64')), pixels.width, pixels.height)?.data ?? null;
}

import jsQR from 'jsqr';
import type { Locator } from 'playwright-core';

/**
 * Decodes the QR code drawn by an <svg> inside `container`, as a phone camera would read it:
 * the browser rasterises the SVG on a white canvas with a quiet zone, and jsQR reads the pixels.
 */
export async function decodeQr(container: Locator): Promise<string | null> {
  const pixels = await container.locator('svg').evaluate(async (svg) => {
    const size = 400;
    const margin = 40;
    const markup = new XMLSerializer().serializeToString(svg);
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size + 2 * margin;
    canvas.height = size + 2 * margin;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.drawImage(image, margin, margin, size, size);
    const data = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: data.width, height: data.height, rgba: Array.from(data.data) };
  });
  return jsQR(Uint8ClampedArray.from(pixels.rgba), pixels.width, pixels.height)?.data ?? null;
}

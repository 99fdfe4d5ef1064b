/**
 * The real type of an uploaded logo, read from its first bytes (PNG, JPEG, GIF, WebP), or null.
 * The file name and the browser's declared type are never trusted: a text file named .png is text.
 */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(ascii('GIF87a')) || starts(ascii('GIF89a'))) return 'image/gif';
  if (starts(ascii('RIFF')) && starts(ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

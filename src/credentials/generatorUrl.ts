/** base64 of UTF-8 text (btoa alone only takes Latin-1). */
export function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The payment link generator's address (000 section 2, 001 section 2.3): route qr-generator with
 * api_key and api_secret base64-encoded and the transaction timer. The generator removes them from
 * the address bar once read (DECISIONS.md section 4).
 */
export function generatorUrl(base: string, credentials: { apiKey: string; apiSecret: string; transactionTimer: number }): string {
  const query = new URLSearchParams({
    api_key: toBase64(credentials.apiKey),
    api_secret: toBase64(credentials.apiSecret),
    timer: String(credentials.transactionTimer),
  });
  return `${base}#/qr-generator?${query}`;
}

/** The dashboard's own address without its hash route, so the link works from any screen. */
export const dashboardBase = () => `${window.location.origin}${window.location.pathname}`;

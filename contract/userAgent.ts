/**
 * A User-Agent header as a person reads it: "Chrome 131 on macOS" (issue 28, the session list and
 * the new-device alert). Only the families a merchant's team signs in with are named; the order of
 * the checks matters, because Edge, Opera and Samsung Internet also say "Chrome" and every Chromium
 * browser also says "Safari". A header that names neither is "Unknown browser".
 */
export const UNKNOWN_BROWSER = 'Unknown browser';

const BROWSERS: readonly [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\b(?:OPR|OPiOS)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:\b|Headless)(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:\.\d+)*.*\bSafari\//],
];

const SYSTEMS: readonly [name: string, pattern: RegExp][] = [
  ['iOS', /\b(?:iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
];

export function describeUserAgent(header: string | null | undefined): string {
  if (!header) return UNKNOWN_BROWSER;
  let browser: string | null = null;
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(header);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  const system = SYSTEMS.find(([, pattern]) => pattern.test(header))?.[0] ?? null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `${UNKNOWN_BROWSER} on ${system}` : UNKNOWN_BROWSER);
}

import { describe, expect, it } from 'vitest';
import { TONE_COLOURS } from './toneColours';

/** WCAG 2 contrast, as Lighthouse's color-contrast audit computes it. */
function channels(hex: string): number[] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

function luminance(rgb: number[]): number {
  const [r, g, b] = rgb.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The label's background: its colour at 10 % over the surface (alpha(colour, 0.1) in the pills). */
function tint(colour: string, surface: string): number[] {
  const fore = channels(colour);
  return channels(surface).map((value, i) => 0.1 * fore[i] + 0.9 * value);
}

function contrast(colour: string, surface: string): number {
  const [a, b] = [luminance(channels(colour)), luminance(tint(colour, surface))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

describe('status label colours (WCAG AA, 4.5:1 for their small text)', () => {
  it.each(Object.entries(TONE_COLOURS))('%s reads on its tint in the light and the dark theme', (_, { light, dark }) => {
    // The surfaces of src/theme.ts: white paper in light, #111827 paper in dark.
    expect(contrast(light, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark, '#111827')).toBeGreaterThanOrEqual(4.5);
  });
});

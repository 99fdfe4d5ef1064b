/** Text colours of the tinted labels, each at least 4.5:1 (WCAG AA) on its 10 % tint over either theme's paper. */
export const TONE_COLOURS = {
  green: { light: '#166534', dark: '#4ADE80' },
  yellow: { light: '#854D0E', dark: '#FACC15' },
  red: { light: '#B91C1C', dark: '#F87171' },
  orange: { light: '#9A3412', dark: '#FB923C' },
  grey: { light: '#475569', dark: '#94A3B8' },
  blue: { light: '#1D4ED8', dark: '#60A5FA' },
  accent: { light: '#4F46E5', dark: '#A5B4FC' },
} as const satisfies Record<string, { light: string; dark: string }>;

export type Tone = keyof typeof TONE_COLOURS;

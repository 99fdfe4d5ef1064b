import { describe, expect, it } from 'vitest';
import { createTheme, getContrastRatio } from '@mui/material/styles';
import { darkTheme, lightTheme } from './theme';

/**
 * Issue 30: the status colours are text (amounts, outlined chips, toasts' text) on the page and the paper, and
 * the background of filled chips and toasts under their contrast text: 4.5:1 (WCAG AA) everywhere, in both themes.
 */
describe('theme status colours', () => {
  it.each([
    ['light', lightTheme],
    ['dark', darkTheme],
  ] as const)('read at 4.5:1 in the %s theme', (_, options) => {
    const { palette } = createTheme(options);
    for (const tone of [palette.success, palette.warning, palette.error, palette.info]) {
      expect(getContrastRatio(tone.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(tone.main, palette.background.default)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(tone.contrastText, tone.main)).toBeGreaterThanOrEqual(4.5);
    }
  });
});

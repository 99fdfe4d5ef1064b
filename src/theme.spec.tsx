import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CssBaseline, Dialog, DialogTitle } from '@mui/material';
import { ThemeProvider, createTheme, getContrastRatio } from '@mui/material/styles';
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
    // A contained primary button, and under the pointer (its hover is the darker tone).
    for (const background of [palette.primary.main, palette.primary.dark]) expect(getContrastRatio(palette.primary.contrastText, background)).toBeGreaterThanOrEqual(4.5);
  });
});

/** Issue 30: with prefers-reduced-motion: reduce a dialog fades in no time and the page's stylesheet turns transitions off. */
it.each([
  [true, 'opacity 0ms'],
  [false, 'opacity 225ms'],
])('motion follows prefers-reduced-motion (reduce: %s): the dialog fades with %s', (reduce, fade) => {
  const matchMedia = window.matchMedia;
  const spy = vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
  onTestFinished(() => spy.mockRestore());
  render(
    <ThemeProvider theme={createTheme(lightTheme)}>
      <CssBaseline />
      <Dialog open>
        <DialogTitle>Motion</DialogTitle>
      </Dialog>
    </ThemeProvider>,
  );
  expect(screen.getByRole('dialog', { name: 'Motion' }).parentElement?.style.transition).toMatch(new RegExp(`^${fade} `));
  const styles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  expect(styles).toMatch(/@media \(prefers-reduced-motion: reduce\)\{\*,\*::before,\*::after\{[^}]*;transition:none!important;\}/);
});

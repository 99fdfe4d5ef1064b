import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { button } from './login';

/**
 * Opens the Transactions filters panel, if shut, and waits until it has finished opening.
 *
 * While it opens, its inputs sit in MUI's Collapse, clipped and growing. A Playwright click scrolls
 * the clipped box to reach an input, and the box, growing, then slides it back down under the
 * pointer: MUI's Select takes the press's release as outside itself and shuts its menu at once
 * (1 run in 6 beside another worker). A person's pointer scrolls nothing, so the panel is left as
 * it is and the tests wait for it, as a person would, until it is wholly in sight.
 */
export async function openTransactionFilters(page: Page): Promise<void> {
  const toggle = button(page, 'Filters');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const panel = page.getByRole('region', { name: 'Transaction filters' });
  // The share of the panel in sight, clipping by the Collapse included (an IntersectionObserver's).
  const shown = () =>
    panel.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          const observer = new IntersectionObserver(([entry]) => {
            observer.disconnect();
            resolve(entry.intersectionRatio);
          });
          observer.observe(element);
        }),
    );
  await expect.poll(shown).toBe(1);
}

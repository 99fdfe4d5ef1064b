import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Whether `target` holds the page's focus (document.activeElement), or, `within`, holds it somewhere inside. */
export function isFocused(target: Locator, { within = false } = {}): Promise<boolean> {
  return target.evaluate((element, inside) => (inside ? element.contains(document.activeElement) : element === document.activeElement), within);
}

/** The focused element as a short line for a failure's message: its role (else its tag) and its name's text. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}: ${label.trim().slice(0, 60)}`;
  });
}

/**
 * Presses `key` (Tab, Shift+Tab, an arrow) until `target` has the focus (`within`: until the focus is inside it), as a
 * keyboard user moves along the page; fails if it is not reached within `max` presses, saying where the focus went.
 */
export async function pressUntilFocused(page: Page, target: Locator, { key = 'Tab', max = 60, within = false } = {}): Promise<void> {
  await target.waitFor();
  const trail: string[] = [];
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target, { within })) return;
    await page.keyboard.press(key);
    trail.push(await focusedElement(page));
  }
  if (await isFocused(target, { within })) return;
  throw new Error(`${key} never reached ${target.toString()}; the focus went: ${trail.join(' → ')}`);
}

/**
 * Whether the focused `target` shows it (WCAG 2.4.7): an outline or a ring of its own; for a text field's input, MUI's
 * thicker border around it; for an MUI button, its focus ripple (the pulsating ring MUI draws on keyboard focus).
 */
export function showsFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const style = getComputedStyle(element);
    if ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none') return true;
    const border = element.closest('.MuiInputBase-root.Mui-focused')?.querySelector('.MuiOutlinedInput-notchedOutline');
    if (border) return parseFloat(getComputedStyle(border).borderTopWidth) >= 2;
    return element.matches('.Mui-focusVisible') && element.querySelector('.MuiTouchRipple-ripplePulsate') !== null;
  });
}

/**
 * Reaches `target` with `key` and checks that the focus is shown there within a second; fails otherwise. An MUI button
 * draws its ring (the focus ripple) in a render after the focus moves, which a check made at once can come before.
 */
export async function focusWithKeys(page: Page, target: Locator, options: { key?: string; max?: number } = {}): Promise<void> {
  await pressUntilFocused(page, target, options);
  await expect.poll(() => showsFocus(target), { timeout: 1_000, message: `${target.toString()} has the focus but does not show it` }).toBe(true);
}

import type { Page } from 'playwright-core';

/** Amounts as the dashboard prints them: grouped, 2 decimals (000 section 9). */
export const formatAmount = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The amount of a Real-time Balance figure ("Total Balance", "Available Balance"), e.g. "12,480.50". */
export async function balanceFigure(page: Page, label: string): Promise<string> {
  const figure = page
    .getByRole('region', { name: 'Real-time Balance', exact: true })
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
  const text = await figure.innerText();
  const match = /-?[\d,]+\.\d{2}/.exec(text);
  if (!match) throw new Error(`No amount in "${text}"`);
  return match[0];
}

/** The bell's unread badge as a number (0 when MUI hides the empty badge). */
export async function badgeCount(page: Page): Promise<number> {
  const text = (await page.getByRole('button', { name: 'Notifications' }).innerText()).trim();
  return text === '' ? 0 : Number(text);
}

import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp, USERS } from '../test/renderApp';

describe('NotFoundPage', () => {
  it('links an unknown address back to the dashboard', async () => {
    const view = renderApp({ url: '/no-such-page', session: USERS.ops });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    // The page's own link, not the menu's entry of the same name.
    const [link] = screen.getAllByRole('link', { name: 'Dashboard' }).filter((element) => !element.closest('nav'));
    expect(link).toHaveAttribute('href', '#/dashboard');
    await view.user.click(link);
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
  });
});

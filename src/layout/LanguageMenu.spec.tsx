import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ok } from '../test/fetchDouble';
import { renderApp, USERS } from '../test/renderApp';
import { formatAmount } from '../common/formatters';

const PROFILE = 'PUT /auth/profile';

describe("the app bar's language menu (issue 30)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is named Language, switches the whole app to Spanish, saves the choice for the user, and switches back', async () => {
    const view = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { [PROFILE]: ok({}) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: /^Language/ }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['English', 'Español', 'Português (Brasil)', 'Русский', 'Türkçe', '简体中文']);
    await view.user.click(within(menu).getByRole('menuitem', { name: 'Español' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Panel del comercio' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(formatAmount(12480.5)).toBe('12.480,50');
    await waitFor(() => expect(view.network.requests(PROFILE).map((request) => request.body)).toEqual([{ language: 'es' }]));

    await view.user.click(screen.getByRole('button', { name: /^Idioma/ }));
    await view.user.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
    expect(formatAmount(12480.5)).toBe('12,480.50');
    await waitFor(() => expect(view.network.requests(PROFILE).map((request) => request.body)).toEqual([{ language: 'es' }, { language: 'en' }]));
  });

  it("first follows the browser's languages (the first one it speaks), without saving anything", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'pt-PT', 'es']);
    const view = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { [PROFILE]: ok({}) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Painel do lojista' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Idioma/ })).toHaveTextContent('Português (Brasil)');
    expect(view.network.requests(PROFILE)).toEqual([]);
    // Back to English for the next test, as a user would.
    await view.user.click(screen.getByRole('button', { name: /^Idioma/ }));
    await view.user.click(screen.getByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
  });

  it('stays in English for a browser in none of its languages', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'fr']);
    renderApp({ url: '/dashboard', session: USERS.merchant });
    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Language/ })).toHaveTextContent('English');
  });
});

describe('the language menu from the keyboard (issue 30)', { timeout: 60_000 }, () => {
  it('gives the focus back to its button once the app is drawn in the chosen language', async () => {
    const view = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { [PROFILE]: ok({}) } });
    await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' });
    screen.getByRole('button', { name: /^Language/ }).focus();
    await view.user.keyboard('{Enter}');
    await view.user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Español' }));
    await screen.findByRole('heading', { level: 1, name: 'Panel del comercio' });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Idioma/ })).toHaveFocus());

    await view.user.keyboard('{Enter}');
    await view.user.click(screen.getByRole('menuitem', { name: 'English' }));
    await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' });
    await waitFor(() => expect(screen.getByRole('button', { name: /^Language/ })).toHaveFocus());
  });

  it('leaves nothing behind when the language already shown is chosen (no redraw follows)', async () => {
    const first = renderApp({ url: '/dashboard', session: USERS.merchant, routes: { [PROFILE]: ok({}) } });
    await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' });
    await first.user.click(screen.getByRole('button', { name: /^Language/ }));
    await first.user.click(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'English' }));
    first.unmount();

    // The next mount of the header (a later sign-in in the same tab) keeps the focus where it is.
    renderApp({ url: '/dashboard', session: USERS.merchant });
    await screen.findByRole('heading', { level: 1, name: 'Merchant Dashboard' });
    expect(screen.getByRole('button', { name: /^Language/ })).not.toHaveFocus();
  });
});

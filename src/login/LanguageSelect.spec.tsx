import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFetchDouble } from '../test/fetchDouble';
import { SignInApp } from './SignInApp';

function renderSignIn() {
  window.location.hash = '#/';
  const network = createFetchDouble();
  render(<SignInApp fetch={network.fetch} onSignedIn={vi.fn()} onLeave={vi.fn()} prefetchAdmin={vi.fn()} />);
  return { network, user: userEvent.setup() };
}

afterEach(() => {
  window.location.hash = '';
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe("the sign-in page's language menu (issue 30)", () => {
  it('is a select named Language; a choice shows the page in it and stays in react-admin\'s store, sending nothing', async () => {
    const view = renderSignIn();
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Español', 'es'],
      ['Português (Brasil)', 'pt-BR'],
      ['Русский', 'ru'],
      ['Türkçe', 'tr'],
      ['简体中文', 'zh-CN'],
    ]);
    await view.user.selectOptions(select, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(document.title).toBe('Iniciar sesión · USDT Gateway');
    expect(window.localStorage.getItem('RaStore.locale')).toBe('"es"');
    expect(view.network.calls).toEqual([]);

    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Idioma' }), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it("opens, with no stored choice, in the browser's first language it speaks", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'en']);
    renderSignIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar' })).toBeInTheDocument();
  });
});

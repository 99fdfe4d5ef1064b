import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp, USERS } from '../test/renderApp';

/** The header's mobile and desktop variants (000 section 2), chosen by the viewport width. */
describe('AppHeader variants', { timeout: 20_000 }, () => {
  const stubMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = stubMatchMedia;
  });

  /** A viewport `width` px wide, as matchMedia reports it to MUI's useMediaQuery. */
  function viewport(width: number) {
    window.matchMedia = (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const matches = (max ? width <= Number(max[1]) : true) && (min ? width >= Number(min[1]) : true) && Boolean(max || min);
      return { ...stubMatchMedia(query), matches };
    };
  }

  const header = () => screen.getByRole('banner');

  it('desktop: the logo with the product name, the Profile menu and the theme toggle in a dense toolbar', async () => {
    viewport(1280);
    renderApp({ url: '/dashboard', session: USERS.merchant });
    // Named by what it shows (WCAG 2.5.3), the Profile button by the user's name first.
    const home = await screen.findByRole('link', { name: 'USDT Gateway Merchant Dashboard' });
    expect(home).toHaveTextContent('USDT Gateway');
    expect(home).toHaveTextContent('Merchant Dashboard');
    expect(within(header()).getByRole('button', { name: 'Main Merchant, Profile' })).toHaveTextContent('Main Merchant');
    expect(within(header()).getByRole('button', { name: 'Toggle light/dark mode' })).toBeInTheDocument();
    expect(header().querySelector('.MuiToolbar-dense')).not.toBeNull();
  });

  it('mobile: the logo alone, with the Profile menu and the theme toggle, in a regular toolbar', async () => {
    viewport(390);
    renderApp({ url: '/dashboard', session: USERS.merchant });
    // The logo alone: named by where it leads.
    const home = await screen.findByRole('link', { name: 'Go to the dashboard' });
    expect(home).not.toHaveTextContent('USDT Gateway');
    expect(home.querySelector('img')).not.toBeNull();
    expect(within(header()).getByRole('button', { name: /Profile$/ })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Toggle light/dark mode' })).toBeInTheDocument();
    expect(header().querySelector('.MuiToolbar-regular')).not.toBeNull();
    expect(header().querySelector('.MuiToolbar-dense')).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SignedInFrame } from './SignedInFrame';

afterEach(() => window.localStorage.clear());

describe('the frame a signed-in visit paints before react-admin loads', () => {
  it("shows the dashboard's title and subtitle on the dashboard, hidden from assistive technology", () => {
    render(<SignedInFrame path="/dashboard" />);
    expect(screen.getByText('Merchant Dashboard')).toBeVisible();
    expect(screen.getByText('Deposits, payouts and balances of your account at a glance')).toBeVisible();
    // The app's own page, a moment later, is the one announced.
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows only the app bar on another page, whose title it does not know', () => {
    const { container } = render(<SignedInFrame path="/transactions" />);
    expect(screen.queryByText('Merchant Dashboard')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('shows no English title to a user of another language (issue 30): the band alone, until the page comes in theirs', () => {
    window.localStorage.setItem('RaStore.locale', '"es"');
    const { container } = render(<SignedInFrame path="/dashboard" />);
    expect(container.textContent).toBe('');
  });

  it('paints in the theme the user picked (react-admin\'s store), not the system one', () => {
    window.localStorage.setItem('RaStore.theme', '"dark"');
    render(<SignedInFrame path="/" />);
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(11, 17, 32)');
  });
});

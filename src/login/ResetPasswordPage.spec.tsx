import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fail, ok } from '../test/fetchDouble';
import { renderApp } from '../test/renderApp';

const TOKEN = 'reset-token-0123456789abcdef';
const RESET = 'POST /auth/reset-password';

async function fill(view: ReturnType<typeof renderApp>, password: string, confirm = password) {
  await view.user.type(await screen.findByLabelText('New Password'), password);
  await view.user.type(screen.getByLabelText('Confirm New Password'), confirm);
  await view.user.click(screen.getByRole('button', { name: 'Set New Password' }));
}

describe('ResetPasswordPage', () => {
  it('applies the own-password rules before sending anything', async () => {
    const view = renderApp({ url: `/reset-password?token=${TOKEN}` });
    await fill(view, 'short');
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    await view.user.clear(screen.getByLabelText('New Password'));
    await view.user.clear(screen.getByLabelText('Confirm New Password'));
    await fill(view, 'GoodPass1', 'GoodPass2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(view.network.requests(RESET)).toHaveLength(0);
  });

  it('sends the token and the new password, then shows the server message and hides the form', async () => {
    const view = renderApp({
      url: `/reset-password?token=${TOKEN}`,
      routes: { [RESET]: ok(null, 'Your password has been reset. You can sign in now.') },
    });
    await fill(view, 'GoodPass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your password has been reset. You can sign in now.');
    expect(view.network.requests(RESET)[0].body).toEqual({ token: TOKEN, newPassword: 'GoodPass1' });
    expect(screen.queryByRole('button', { name: 'Set New Password' })).not.toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("shows the server's refusal, else the fallback", async () => {
    const view = renderApp({
      url: `/reset-password?token=${TOKEN}`,
      routes: { [RESET]: fail(400, 'This reset link has expired. Request a new one.') },
    });
    await fill(view, 'GoodPass1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired. Request a new one.');
    view.network.on(RESET, fail(500));
    await view.user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Failed to reset password.')).toBeInTheDocument();
  });

  it('says the link is invalid without a token and offers no form', async () => {
    renderApp({ url: '/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reset link is invalid or has already been used. Request a new one.',
    );
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
  });
});

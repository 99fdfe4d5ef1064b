import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { TeamSecurity, TeamSecurityUpdate } from '../../../contract/teamSecurity';
import { formatDateTime } from '../../common/formatters';
import type { Handler } from '../../test/fetchDouble';
import { renderSettingsPart } from '../../test/renderSettingsPart';
import { USERS, type TestUser } from '../../test/sessions';
import { TeamSecurityCard } from './TeamSecurityCard';

const READ = 'GET /v2/team-security';
const SAVE = 'PUT /v2/team-security';
const LOAD = { timeout: 8000 };
const SWITCH = { name: 'Require 2FA for the whole team' };
const MERCHANT = { id: '22222222-2222-4222-8222-222222222222', email: 'merchant@sandbox.test' };
const OFF: TeamSecurity = { require2fa: false, withoutTwoFactor: 2, updatedAt: null, updatedBy: null };

/** The PUT answers the settings saved as the sandbox does: by the main merchant, now. */
const saved = (withoutTwoFactor = 2): Handler => ({ body }) => ({
  status: 200,
  body: { require2fa: (body as TeamSecurityUpdate).require2fa, withoutTwoFactor, updatedAt: '2026-11-29T08:00:00.000Z', updatedBy: MERCHANT },
});

async function openCard(routes: Record<string, Handler>, session: TestUser = USERS.merchant) {
  const view = renderSettingsPart(<TeamSecurityCard />, { session, routes });
  await screen.findByRole('switch', SWITCH, LOAD);
  return view;
}

describe('Settings › Security › Team 2FA requirement', { timeout: 20_000 }, () => {
  it('turns it on after a confirmation that counts the sub-users to be signed out, with exactly {require2fa: true}', async () => {
    const view = await openCard({ [READ]: { status: 200, body: OFF }, [SAVE]: saved() });
    expect(screen.getByRole('switch', SWITCH)).not.toBeChecked();
    await view.user.click(screen.getByRole('switch', SWITCH));
    const dialog = await screen.findByRole('dialog', { name: 'Require 2FA for the whole team?' });
    expect(dialog).toHaveTextContent('2 sub-users without 2FA will be signed out and must set it up at their next sign-in.');
    expect(screen.getByRole('switch', { ...SWITCH, hidden: true })).not.toBeChecked();
    expect(view.network.requests(SAVE)).toHaveLength(0);

    await view.user.click(within(dialog).getByRole('button', { name: 'Require 2FA' }));
    expect(await screen.findByText('2FA is now required for the whole team', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(SAVE).map((request) => request.body)).toEqual([{ require2fa: true }]);
    await waitFor(() => expect(screen.getByRole('switch', SWITCH)).toBeChecked());
    expect(screen.getByText(`Last changed by merchant@sandbox.test on ${formatDateTime('2026-11-29T08:00:00.000Z')}`)).toBeInTheDocument();
  });

  it('asks nothing to turn it off; with every sub-user enrolled, the confirmation says nobody is signed out', async () => {
    const view = await openCard({ [READ]: { status: 200, body: { ...OFF, require2fa: true } }, [SAVE]: saved(0) });
    await view.user.click(screen.getByRole('switch', SWITCH));
    expect(await screen.findByText('2FA is no longer required for the team', {}, LOAD)).toBeInTheDocument();
    expect(view.network.requests(SAVE).map((request) => request.body)).toEqual([{ require2fa: false }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('switch', SWITCH)).not.toBeChecked());
    await view.user.click(screen.getByRole('switch', SWITCH));
    expect(await screen.findByRole('dialog', { name: 'Require 2FA for the whole team?' })).toHaveTextContent('Every sub-user already has 2FA: nobody is signed out.');
  });

  it('is read-only for a sub-user: the switch is off-limits and says who can change it', async () => {
    const view = await openCard({ [READ]: { status: 200, body: { ...OFF, require2fa: true, updatedAt: '2026-11-20T10:30:00.000Z', updatedBy: MERCHANT } } }, USERS.finance);
    expect(screen.getByRole('switch', SWITCH)).toBeChecked();
    expect(screen.getByRole('switch', SWITCH)).toBeDisabled();
    expect(screen.getByText(/Only the main merchant account can change this\.$/)).toBeInTheDocument();
    expect(view.network.requests(SAVE)).toHaveLength(0);
  });

  it('is hidden against a gateway without the team-security addition', async () => {
    const view = renderSettingsPart(<TeamSecurityCard />, { session: USERS.merchant, routes: {} });
    await waitFor(() => expect(view.network.requests(READ)).toHaveLength(1), LOAD);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Team 2FA requirement' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

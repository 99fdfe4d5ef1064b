import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Handler } from '../test/fetchDouble';
import { renderScreen } from '../test/renderScreen';
import { USERS } from '../test/sessions';
import { NeedsAttentionCard } from './NeedsAttentionCard';

const LIST = 'GET /v2/payment-issues';
const LOAD = { timeout: 20_000 };
const total = (count: number): Handler => ({ status: 200, body: count ? [{ id: 'a' }] : [], headers: { 'Content-Range': count ? `payment-issues 0-0/${count}` : 'payment-issues */0' } });

describe('Needs attention card (issue 29)', { timeout: 30_000 }, () => {
  it('shows the open count from one record\'s total, and links to the screen', async () => {
    const view = renderScreen(<NeedsAttentionCard />, { url: '/dashboard', session: USERS.ops, routes: { [LIST]: total(3) } });
    const card = await screen.findByRole('region', { name: 'Needs attention' }, LOAD);
    expect(card).toHaveTextContent('3 open payments');
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '#/payment-issues');
    const [request] = view.network.requests(LIST);
    expect(JSON.parse(request.query.get('filter') ?? '')).toEqual({ status: 'open' });
    expect(JSON.parse(request.query.get('range') ?? '')).toEqual([0, 0]);
  });

  it('is not shown while no payment is open, so an all-clear dashboard does not move', async () => {
    const view = renderScreen(<NeedsAttentionCard />, { url: '/dashboard', session: USERS.merchant, routes: { [LIST]: total(0) } });
    await waitFor(() => expect(view.network.requests(LIST)).toHaveLength(1), LOAD);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument();
  });

  it('is hidden against a gateway without payment issues (404)', async () => {
    const view = renderScreen(<NeedsAttentionCard />, { url: '/dashboard', session: USERS.merchant });
    await waitFor(() => expect(view.network.requests(LIST)).toHaveLength(1), LOAD);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Needs attention' })).not.toBeInTheDocument();
  });
});

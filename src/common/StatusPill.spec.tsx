import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../test/renderScreen';
import { StatusPill } from './StatusPill';

describe('StatusPill', () => {
  it.each([
    ['confirmed', 'Confirmed', 'green'],
    ['resolved', 'Resolved', 'green'],
    ['pending', 'Pending', 'yellow'],
    ['initiated', 'Initiated', 'orange'],
    ['in-progress', 'In Progress', 'blue'],
    ['cancelled', 'Cancelled', 'red'],
    ['rejected', 'Rejected', 'red'],
    ['expired', 'Expired', 'grey'],
  ])('shows the status %s as %s in %s', async (status, label, tone) => {
    renderScreen(<StatusPill status={status} />);
    expect(await screen.findByText(label)).toHaveAttribute('data-tone', tone);
  });

  it('shows a status the spec does not name in grey, capitalised', async () => {
    renderScreen(<StatusPill status="on_hold" />);
    expect(await screen.findByText('On hold')).toHaveAttribute('data-tone', 'grey');
  });

  it('shows any label in the tone it is given, with its title', async () => {
    renderScreen(
      <StatusPill tone="accent" title="Created in the last 24 hours">
        New
      </StatusPill>,
    );
    const pill = await screen.findByText('New');
    expect(pill).toHaveAttribute('data-tone', 'accent');
    expect(pill).toHaveAttribute('title', 'Created in the last 24 hours');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { useNotify } from 'react-admin';
import { renderScreen } from '../test/renderScreen';
import { announce, LiveAnnouncer, useAnnounceChange } from './LiveAnnouncer';

afterEach(() => {
  vi.useRealTimers();
});

function Notifier() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify('Payout requested', { type: 'success' })}>success</button>
      <button onClick={() => notify('Payout failed', { type: 'error' })}>error</button>
    </>
  );
}

describe("react-admin's toasts (issue 30: toasts are announced)", () => {
  it.each([
    ['success', 'Payout requested'],
    ['error', 'Payout failed'],
  ])('put the %s toast in a role="alert" live region, which screen readers say as it appears', async (type, message) => {
    const view = renderScreen(<Notifier />);
    await view.user.click(screen.getByRole('button', { name: type }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});

/** A list whose filter the user changes: its count is said once the new figure is in, not on the first showing. */
function FilteredList() {
  const [filter, setFilter] = useState('all');
  const [loaded, setLoaded] = useState(true);
  useAnnounceChange(loaded ? `${filter === 'all' ? 12 : 3} results` : null, filter);
  return (
    <>
      <button onClick={() => [setFilter('today'), setLoaded(false)]}>Today</button>
      <button onClick={() => setLoaded(true)}>Loaded</button>
      <LiveAnnouncer />
    </>
  );
}

describe('the live region (issue 30: list updates are announced)', () => {
  it('is one polite live region that says a message, then clears it so the same words can come again', () => {
    vi.useFakeTimers();
    const { container } = renderScreen(<LiveAnnouncer />);
    const region = container.querySelector('[aria-live="polite"]')!;
    expect(region).toBeEmptyDOMElement();
    act(() => announce('2 new transactions'));
    expect(region).toHaveTextContent('2 new transactions');
    act(() => vi.advanceTimersByTime(7000));
    expect(region).toBeEmptyDOMElement();
  });

  it("says a filter's results count once it is in, and not when the list first shows", async () => {
    const view = renderScreen(<FilteredList />);
    const region = view.container.querySelector('[aria-live="polite"]')!;
    expect(region).toBeEmptyDOMElement();
    await view.user.click(screen.getByRole('button', { name: 'Today' }));
    expect(region).toBeEmptyDOMElement();
    await view.user.click(screen.getByRole('button', { name: 'Loaded' }));
    expect(region).toHaveTextContent('3 results');
  });
});

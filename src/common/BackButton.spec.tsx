import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { LinkBase } from 'react-admin';
import { renderScreen } from '../test/renderScreen';
import { BackButton } from './BackButton';

/** A list page with a link to a detail page whose Back button is the one under test. */
function openDetail(props: Partial<Parameters<typeof BackButton>[0]> = {}, url = '/list') {
  return renderScreen(
    <Routes>
      <Route path="/dashboard" element={<p>dashboard page</p>} />
      <Route path="/home" element={<p>home page</p>} />
      <Route path="/list" element={<LinkBase to="/detail">open detail</LinkBase>} />
      <Route path="/detail" element={<BackButton label="ra.action.back" {...props} />} />
    </Routes>,
    { url },
  );
}

afterEach(() => vi.restoreAllMocks());

describe('BackButton', () => {
  it('returns to the previous page', async () => {
    const view = openDetail();
    await view.user.click(await screen.findByRole('link', { name: 'open detail' }));
    await view.user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByRole('link', { name: 'open detail' })).toBeInTheDocument();
    expect(window.location.hash).toBe('#/list');
  });

  it('goes to the dashboard from a page opened directly, with no history to return to', async () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const view = openDetail({}, '/detail');
    await view.user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('goes to a fixed destination whatever the history', async () => {
    const view = openDetail({ to: '/home' });
    await view.user.click(await screen.findByRole('link', { name: 'open detail' }));
    await view.user.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });
});

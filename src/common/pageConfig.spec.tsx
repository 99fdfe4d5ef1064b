import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './pageConfig';

describe('lazyPage', () => {
  it('renders a preloaded page in the first render, without suspending behind a fallback', async () => {
    const Page = lazyPage(async () => ({ Hello: () => <p>Hello</p> }), 'Hello');
    await Page.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('loads a page that was not preloaded on its first render', async () => {
    const Page = lazyPage(async () => ({ Hello: () => <p>Hello</p> }), 'Hello');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
  });
});

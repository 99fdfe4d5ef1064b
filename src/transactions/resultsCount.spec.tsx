import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { LiveAnnouncer } from '../common/LiveAnnouncer';
import { i18nProvider } from '../i18n';
import type { RecordedRequest } from '../test/fetchDouble';
import { USERS } from '../test/renderApp';
import { renderScreen } from '../test/renderScreen';
import { TransactionsPage } from './TransactionsPage';
import { page, transaction } from './test/fixtures';

const LIST = 'GET /dashboard/transactionList';

describe("Transactions' results count (issue 30)", () => {
  it('is written in the language shown and said by the live region after a filter change, not on the first showing', { timeout: 60_000 }, async () => {
    await i18nProvider.changeLocale('es');
    const list = (request: RecordedRequest) => page([transaction()], { total: request.query.get('type') === 'payout' ? 3 : 12480 });
    const view = renderScreen(
      <>
        <TransactionsPage />
        <LiveAnnouncer />
      </>,
      { url: '/transactions', session: USERS.merchant, routes: { [LIST]: list } },
    );
    expect(await screen.findByTestId('transactions-total', {}, { timeout: 8000 })).toHaveTextContent('12.480 resultados');
    const region = screen.getByText('', { selector: '[aria-live="polite"]:empty' });
    await view.user.click(screen.getByRole('tab', { name: 'Pagos' }));
    await waitFor(() => expect(screen.getByTestId('transactions-total')).toHaveTextContent('3 resultados'));
    await waitFor(() => expect(region).toHaveTextContent('3 resultados'));
  });
});

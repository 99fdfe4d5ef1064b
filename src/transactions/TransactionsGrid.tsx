import { createContext, forwardRef, useContext, type KeyboardEvent } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import {
  DataTable,
  DataTableBody,
  DataTableRow,
  useRecordContext,
  useTranslate,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import type { Transaction } from '../../contract/transactions';
import { NewBadge } from './NewBadge';
import { RelativeTimeText } from './RelativeTimeText';
import { isNew } from './relativeTime';
import { ADDRESS_CHARS, displayIdOf, networkOf, walletOf } from './rowFields';
import { StatusBadge } from './StatusBadge';
import { TransactionAmount } from './TransactionAmount';
import { WalletAddressText } from './WalletAddressText';

type Row = Transaction & { id: string };

/** The column chooser's choice, in react-admin's store: one for the list, whichever tab is open. */
export const COLUMNS_STORE_KEY = 'transactions.datatable';

const Col = DataTable.Col<Row>;
const C = 'app.transactions.columns';

interface TransactionsGridProps {
  onOpen: (row: Row) => void;
}

/**
 * The desktop list: react-admin's DataTable over the screen's list context (its page of rows and
 * its sort; the pager under it is the screen's). The Date and Updated headers sort; a row opens
 * its details on a click or on Enter. The columns shown are chosen with the ColumnsButton of the
 * same store key.
 */
export function TransactionsGrid({ onOpen }: TransactionsGridProps) {
  const translate = useTranslate();

  return (
    <OpenRowContext.Provider value={onOpen}>
      <DataTable<Row>
        storeKey={COLUMNS_STORE_KEY}
        aria-label={translate('app.transactions.title')}
        bulkActionButtons={false}
        rowClick={(_id, _resource, record) => {
          onOpen(record as Row);
          return false;
        }}
        body={OpeningBody}
        size="medium"
        sx={{
          '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
          '& .RaDataTable-headerCell': { fontWeight: 600 },
          '& .RaDataTable-row:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        <Col
          source="createdAt"
          label={`${C}.date`}
          sortByOrder="DESC"
          render={(row) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <RelativeTimeText value={row.createdAt} />
              {isNew(row.createdAt) ? <NewBadge /> : null}
            </Stack>
          )}
        />
        <Col
          source="transactionId"
          label={`${C}.transaction`}
          disableSort
          render={(row) => (
            <Stack sx={{ minWidth: 0, maxWidth: 220 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} title={displayIdOf(row)}>
                {displayIdOf(row)}
              </Typography>
              {row.referenceId ? (
                <Typography variant="caption" color="text.secondary" noWrap title={row.referenceId}>
                  {row.referenceId}
                </Typography>
              ) : null}
            </Stack>
          )}
        />
        <Col
          source="walletAddress"
          label={`${C}.wallet`}
          disableSort
          render={(row) => <WalletAddressText address={walletOf(row)} chars={ADDRESS_CHARS.desktop} />}
        />
        <Col source="currencyType" label={`${C}.network`} disableSort render={(row) => networkOf(row)} />
        <Col source="status" label={`${C}.status`} disableSort render={(row) => <StatusBadge status={row.status} />} />
        <Col
          source="amount"
          label={`${C}.amount`}
          disableSort
          align="right"
          render={(row) => (
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <TransactionAmount row={row} />
            </Box>
          )}
        />
        <Col source="updatedAt" label={`${C}.updated`} sortByOrder="DESC" render={(row) => <RelativeTimeText value={row.updatedAt} />} />
      </DataTable>
    </OpenRowContext.Provider>
  );
}

/** What a row does when opened; the body's rows read it here, so their component stays the same. */
const OpenRowContext = createContext<(row: Row) => void>(() => undefined);

/** A row that carries its record's id (`data-id`) and opens it on Enter as a click does; rows are focusable. */
const OpeningRow = forwardRef<HTMLTableRowElement, DataTableRowProps>(function OpeningRow(props, ref) {
  const record = useRecordContext<Row>();
  const onOpen = useContext(OpenRowContext);
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter' && record) onOpen(record);
  };
  return <DataTableRow ref={ref} {...props} data-id={record?.id} tabIndex={0} onKeyDown={onKeyDown} />;
});

function OpeningBody(props: DataTableBodyProps) {
  return <DataTableBody {...props} row={OpeningRow} />;
}

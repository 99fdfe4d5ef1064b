import { Fragment, type ReactNode } from 'react';
import { Box, Card, CardContent, Checkbox, useMediaQuery, type SxProps, type Theme } from '@mui/material';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { FactList } from '../FactList';
import { BulkToolbar, columnFacts, type RecordColumn } from './RecordGrid';

type PhoneCardsOrGridProps<R extends RaRecord> = {
  card: (record: R) => ReactNode;
  grid: ReactNode;
  cardsSx?: SxProps<Theme>;
  /** The grid's bulk actions, over the cards on a phone (each card's checkbox selects it: ColumnCard's `selectable`). */
  bulkActionButtons?: ReactNode;
};

/** The list's page as one card per record on a phone (below md), else the `grid` given. */
export function PhoneCardsOrGrid<R extends RaRecord>({ card, grid, cardsSx, bulkActionButtons }: PhoneCardsOrGridProps<R>) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { data = [] } = useListContext<R>();
  if (!isPhone) return grid;
  return (
    <Box sx={[{ display: 'grid', gap: 2 }, ...(Array.isArray(cardsSx) ? cardsSx : [cardsSx])]}>
      {bulkActionButtons ? <BulkToolbar>{bulkActionButtons}</BulkToolbar> : null}
      {data.map((record) => (
        <Fragment key={record.id}>{card(record)}</Fragment>
      ))}
    </Box>
  );
}

type ColumnCardProps<R extends RaRecord> = {
  record: R;
  columns: readonly RecordColumn<R>[];
  /** The card's accessible name. */
  label: string;
  /** A checkbox that selects the record for the list's bulk actions, as the grid's does. */
  selectable?: boolean;
  /** Each label over its value, for values too wide to share a line with theirs. */
  stacked?: boolean;
  valueSx?: SxProps<Theme>;
  /** What the record offers under its facts. */
  children?: ReactNode;
};

/** A record on a phone: the grid's columns as its facts, each as its cell shows it, and what it offers under them. */
export function ColumnCard<R extends RaRecord>({ record, columns, label, selectable = false, stacked = false, valueSx = { minWidth: 0, overflowWrap: 'anywhere' }, children }: ColumnCardProps<R>) {
  const translate = useTranslate();
  const { selectedIds, onToggleItem } = useListContext<R>();
  return (
    <Card component="article" variant="outlined" aria-label={label}>
      <CardContent sx={{ display: 'grid', gap: 1 }}>
        {selectable ? (
          <Checkbox
            checked={selectedIds.includes(record.id)}
            onChange={() => onToggleItem(record.id)}
            slotProps={{ input: { 'aria-label': translate('ra.action.select_row') } }}
            sx={{ justifySelf: 'end', m: -1 }}
          />
        ) : null}
        <FactList
          sx={stacked ? { gridTemplateColumns: '1fr', rowGap: 0.25 } : undefined}
          valueSx={[valueSx, stacked ? { mb: 1 } : {}].flat()}
          facts={columnFacts(columns, record, translate)}
        />
        {children}
      </CardContent>
    </Card>
  );
}

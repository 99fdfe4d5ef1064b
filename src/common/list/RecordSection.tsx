import type { ReactNode } from 'react';
import { Alert, Card, CardContent, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { CanAccess, ListBase, useCanAccess, useListContext, useTranslate, type RaRecord, type SortPayload, type TranslateFunction } from 'react-admin';
import { errorMessage, isMissingAddition } from '../../../dataProvider/httpClient';
import { EmptyNote } from '../LoadingStatus';
import { ListPager } from './ListPager';
import { ColumnCard, PhoneCardsOrGrid } from './PhoneCardsOrGrid';
import { RecordGrid, type RecordColumn } from './RecordGrid';

export interface RecordSectionProps<R extends RaRecord> {
  resource: string;
  /** The i18n prefix of the section's `.title`, `.intro` and `.empty`. */
  prefix: string;
  columns: readonly RecordColumn<R>[];
  /** The delete column; its button also sits under each phone card's facts. Both only for whoever may delete. */
  remove: RecordColumn<R> & { render: (record: R) => ReactNode };
  /** The add form, for whoever may create. */
  addForm: ReactNode;
  /** Where the grid keeps its shown columns (RecordGrid). */
  storeKey: string;
  /** A phone card's accessible name. */
  cardLabel: (record: R, translate: TranslateFunction) => string;
  sort?: SortPayload;
  perPage: number;
  headingVariant: 'h2' | 'h3';
  headingSx?: SxProps<Theme>;
}

function Section<R extends RaRecord>({ resource, prefix, columns, remove, addForm, storeKey, cardLabel, headingVariant, headingSx }: RecordSectionProps<R>) {
  const translate = useTranslate();
  const { data, total, error, isPending, perPage } = useListContext<R>();
  const { canAccess: mayRemove = false } = useCanAccess({ resource, action: 'delete' });
  // Against a gateway without the resource (404/405) the section is not there at all.
  if (isPending || (error && isMissingAddition(error))) return null;
  const rows = () => {
    if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
    if (!data?.length) return <EmptyNote message={`${prefix}.empty`} />;
    return (
      <PhoneCardsOrGrid<R>
        card={(record) => (
          <ColumnCard<R> record={record} columns={columns} label={cardLabel(record, translate)}>
            {mayRemove ? remove.render(record) : null}
          </ColumnCard>
        )}
        grid={<RecordGrid<R> columns={mayRemove ? [...columns, remove] : columns} label={`${prefix}.title`} storeKey={storeKey} rowHeight="auto" />}
      />
    );
  };
  return (
    <Card component="section" aria-label={translate(`${prefix}.title`)}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant={headingVariant} component="h2" sx={headingSx}>
            {translate(`${prefix}.title`)}
          </Typography>
          <Typography color="text.secondary">{translate(`${prefix}.intro`)}</Typography>
          {rows()}
          {(total ?? 0) > perPage ? <ListPager /> : null}
          <CanAccess resource={resource} action="create">
            {addForm}
          </CanAccess>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * A small list of its own inside a screen (the address book, scheduled reports): a grid (cards on a phone), Delete and
 * the add form for those who may. It sits beside the screen's own list, so it keeps its sort and page out of the URL.
 */
export function RecordSection<R extends RaRecord>(props: RecordSectionProps<R>) {
  return (
    <ListBase<R>
      resource={props.resource}
      sort={props.sort}
      perPage={props.perPage}
      disableSyncWithLocation
      storeKey={false}
      queryOptions={{ retry: false, onError: () => undefined }}
    >
      <Section<R> {...props} />
    </ListBase>
  );
}

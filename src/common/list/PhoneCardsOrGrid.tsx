import { Fragment, type ReactNode } from 'react';
import { Box, useMediaQuery, type Theme } from '@mui/material';
import { useListContext, type RaRecord } from 'react-admin';

/** The list's page as one card per record on a phone (below md), else the `grid` given. */
export function PhoneCardsOrGrid<R extends RaRecord>({ card, grid }: { card: (record: R) => ReactNode; grid: ReactNode }) {
  const isPhone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const { data = [] } = useListContext<R>();
  if (!isPhone) return grid;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {data.map((record) => (
        <Fragment key={record.id}>{card(record)}</Fragment>
      ))}
    </Box>
  );
}

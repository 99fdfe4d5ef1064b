import { Box, Card, CardActionArea, Skeleton, Stack, Typography } from '@mui/material';
import type { Transaction } from '../../contract/transactions';
import { StatusPill } from '../common/StatusPill';
import { NewBadge, RelativeTimeText, TransactionAmount, WalletAddressText } from './RowParts';
import { ADDRESS_CHARS, displayIdOf, isNew, networkOf, walletOf } from './rowDisplay';

type Row = Transaction & { id: string };

/** The mobile list: one tappable card per transaction. */
export function TransactionCards({ rows, onOpen }: { rows: Row[]; onOpen: (row: Row) => void }) {
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box component="li" key={row.id}>
          <Card>
            <CardActionArea onClick={() => onOpen(row)} sx={{ p: 2 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1.5 }}>
                <Stack spacing={0.75} sx={{ minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <StatusPill status={row.status} />
                    {isNew(row.createdAt) ? <NewBadge /> : null}
                  </Stack>
                  <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                    {displayIdOf(row)}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="div"
                    sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, whiteSpace: 'nowrap' }}
                  >
                    <WalletAddressText address={walletOf(row)} chars={ADDRESS_CHARS.mobile} />
                    <span>{networkOf(row)}</span>
                  </Typography>
                </Stack>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
                  <TransactionAmount row={row} />
                  <RelativeTimeText value={row.createdAt} sx={{ typography: 'caption', color: 'text.secondary' }} />
                </Stack>
              </Stack>
            </CardActionArea>
          </Card>
        </Box>
      ))}
    </Stack>
  );
}

/** Placeholder rows while the first page loads, shaped like the cards or the grid rows. */
export function ListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <Stack spacing={1.5} sx={{ p: { xs: 0, sm: 2 } }}>
      {Array.from({ length: rows }, (_, index) => (
        <Stack key={index} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="rounded" width={72} height={22} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="60%" />
            <Skeleton width="35%" />
          </Box>
          <Skeleton width={96} height={28} />
        </Stack>
      ))}
    </Stack>
  );
}

import { Box, Button, Card, CardContent, Divider, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Withdrawal } from '../../contract/payouts';
import { formatDateTime } from '../common/formatters';
import { CopyWalletButton } from './CopyWalletButton';
import { PayoutStatusBadge } from './PayoutStatusBadge';
import { signedAmount } from './payoutStats';

interface PayoutHistoryProps {
  rows: readonly Withdrawal[];
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** Whether filters hide some rows: the empty text says so. */
  filtered: boolean;
}

const H = 'app.payouts.history';

/** One page of the history: wallet with copy, status badge and signed amount, then Previous/Next. */
export function PayoutHistory({ rows, page, pageCount, onPage, filtered }: PayoutHistoryProps) {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.125rem', fontWeight: 600, mb: 1 }}>
          {translate(`${H}.title`)}
        </Typography>
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3 }}>
            {translate(filtered ? `${H}.no_match` : `${H}.empty`)}
          </Typography>
        ) : (
          <List aria-label={translate(`${H}.title`)} disablePadding>
            {rows.map((row, index) => (
              <Box key={row._id}>
                {index > 0 ? <Divider component="li" /> : null}
                <ListItem disableGutters sx={{ gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                      <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                        {row.clientWallet ?? ''}
                      </Typography>
                      {row.clientWallet ? <CopyWalletButton address={row.clientWallet} /> : null}
                    </Stack>
                    <Typography variant="caption" color="text.secondary">
                      {formatDateTime(row.createdAt)} · {row.currencyType}
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                    <PayoutStatusBadge status={row.status} />
                    <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{signedAmount(row)} USDT</Typography>
                  </Stack>
                </ListItem>
              </Box>
            ))}
          </List>
        )}
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end', mt: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {translate(`${H}.page`, { page, pages: pageCount })}
          </Typography>
          <Button onClick={() => onPage(Math.max(1, page - 1))} disabled={page <= 1}>
            {translate(`${H}.previous`)}
          </Button>
          <Button onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
            {translate(`${H}.next`)}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

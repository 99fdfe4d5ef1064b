import { Box, Button, Typography } from '@mui/material';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import { useTranslate } from 'react-admin';
import { listErrorKey } from './listErrors';
import type { TabId } from './tabs';
import { RetryAlert } from '../common/RetryAlert';

/** The two empty states of 001 section 2.2: nothing yet, or nothing matching the filters. */
export function EmptyState({ tab, filtered, onClearFilters }: { tab: TabId; filtered: boolean; onClearFilters: () => void }) {
  const translate = useTranslate();
  const Icon = filtered ? FilterAltOffOutlined : ReceiptLongOutlined;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1, py: 6, px: 2 }}>
      <Icon sx={{ fontSize: 40, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h3" component="p">
        {filtered
          ? translate('app.transactions.empty.filtered_title')
          : translate('app.transactions.empty.title', { type: tab })}
      </Typography>
      <Typography color="text.secondary">
        {translate(filtered ? 'app.transactions.empty.filtered_body' : 'app.transactions.empty.body')}
      </Typography>
      {filtered ? (
        <Button sx={{ mt: 1 }} onClick={onClearFilters}>
          {translate('app.transactions.filters.clear')}
        </Button>
      ) : null}
    </Box>
  );
}

/** The list's error with its status-specific message (001 section 8) and a Retry button. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <RetryAlert retryLabel="app.transactions.errors.retry" onRetry={onRetry} sx={{ m: { xs: 0, sm: 2 } }}>
      {translate(`app.transactions.errors.${listErrorKey(error)}`)}
    </RetryAlert>
  );
}

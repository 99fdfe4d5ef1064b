import { useId } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PayoutRequest } from '../../contract/payouts';

interface PayoutConfirmDialogProps {
  request: PayoutRequest | null;
  submitting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The last look before the money moves: amount, network and the whole address, never shortened. */
export function PayoutConfirmDialog({ request, submitting, onConfirm, onCancel }: PayoutConfirmDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const t = (key: string) => translate(`app.payouts.confirm.${key}`);
  const rows = request
    ? [
        { label: t('amount'), value: `${request.amount} USDT` },
        { label: t('network'), value: request.currencyType },
        { label: t('wallet'), value: request.merchantWallet },
      ]
    : [];
  return (
    <Dialog open={request !== null} onClose={submitting ? undefined : onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('intro')}</DialogContentText>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
          {rows.map(({ label, value }) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={submitting}>
          {t('cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={submitting} autoFocus>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

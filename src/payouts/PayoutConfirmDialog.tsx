import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PayoutRequest } from '../../contract/payouts';
import { FactList } from '../common/FactList';

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
        { label: translate('app.payouts.history.columns.amount'), value: `${request.amount} USDT` },
        { label: translate('app.payouts.history.columns.network'), value: request.currencyType },
        { label: t('wallet'), value: request.merchantWallet },
      ]
    : [];
  return (
    <Dialog open={request !== null} onClose={submitting ? undefined : onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('intro')}</DialogContentText>
        <FactList facts={rows} valueSx={{ fontWeight: 600, fontFamily: 'monospace', wordBreak: 'break-all' }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {/* Focus starts on Cancel: Enter, Enter must not send money from an unread dialog. */}
        <Button onClick={onCancel} disabled={submitting} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={submitting}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

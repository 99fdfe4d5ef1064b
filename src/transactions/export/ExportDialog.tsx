import { useEffect, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExportProgress } from '../../common/export/listPages';
import type { TransactionsExport } from './useTransactionsExport';
import '../../i18n/transactions';

function Progress({ label, text, value }: { label: string; text: string; value?: number }) {
  return (
    <>
      <LinearProgress
        variant={value === undefined ? 'indeterminate' : 'determinate'}
        value={value}
        aria-label={label}
        aria-valuetext={text}
        // The bar steps to each figure: an animation that never ends repaints every frame of the export.
        sx={{ height: 8, borderRadius: 4, '& .MuiLinearProgress-bar': { transition: 'none' } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} aria-live="polite">
        {text}
      </Typography>
    </>
  );
}

const E = 'app.transactions.export';

/** Rows fetched of total, redrawn every 250 ms, not for each of a thousand pages: a redraw takes CPU from the export (issue 17). */
function FetchProgress({ progress }: { progress: { current: ExportProgress } }) {
  const translate = useTranslate();
  const [{ fetched, total }, setShown] = useState(progress.current);
  useEffect(() => {
    const timer = setInterval(() => setShown(progress.current), 250);
    return () => clearInterval(timer);
  }, [progress]);
  const value = total ? Math.min(100, Math.round((fetched / total) * 100)) : 0;
  return <Progress label={translate(`${E}.progress_label`)} text={translate(`${E}.progress`, { fetched, total })} value={value} />;
}

export function ExportDialog({ exporter }: { exporter: TransactionsExport }) {
  const translate = useTranslate();
  const { tab, state: current, start, cancel, dismiss } = exporter;
  // The last open state stays on screen while the dialog fades out, so its text does not jump.
  const [state, setState] = useState(current);
  if (current.phase !== 'idle' && current !== state) setState(current);
  const t = (key: string, options?: object) => translate(`${E}.${key}`, options);
  const confirming = state.phase === 'confirm';
  return (
    // Only the question can be dismissed; a running export stops through Cancel.
    <Dialog open={current.phase !== 'idle'} onClose={confirming ? dismiss : undefined} maxWidth="xs" fullWidth>
      <DialogTitle>{confirming ? t('confirm_title') : t('progress_title', { tab })}</DialogTitle>
      <DialogContent>
        {confirming ? <DialogContentText>{t('confirm', { tab })}</DialogContentText> : null}
        {state.phase === 'fetching' ? <FetchProgress progress={state.progress} /> : null}
        {state.phase === 'writing' ? <Progress label={t('writing')} text={t('writing')} /> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={confirming ? dismiss : cancel}>{translate('ra.action.cancel')}</Button>
        {confirming ? (
          <Button variant="contained" onClick={start} autoFocus>
            {t('continue')}
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

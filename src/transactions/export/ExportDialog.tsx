import { useId, useState, useSyncExternalStore } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TabId } from '../tabs';
import type { ExportProgressSource } from './exportProgress';
import type { TransactionsExport } from './useTransactionsExport';

/** A bar and its words: rows fetched of total (determinate), or the file being written. */
function Progress({ label, text, value }: { label: string; text: string; value?: number }) {
  return (
    <Box>
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
    </Box>
  );
}

/** Rows fetched of total; it alone re-renders as pages arrive. */
function FetchProgress({ progress, t }: { progress: ExportProgressSource; t: Translate }) {
  const { fetched, total } = useSyncExternalStore(progress.subscribe, progress.get);
  const value = total ? Math.min(100, Math.round((fetched / total) * 100)) : 0;
  return <Progress label={t('progress_label')} text={t('progress', { fetched, total })} value={value} />;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function ExportDialog({ tab, exporter }: { tab: TabId; exporter: TransactionsExport }) {
  const translate = useTranslate();
  const { state: current, start, cancel, dismiss } = exporter;
  // The last open state stays on screen while the dialog fades out, so its text does not jump.
  const [state, setState] = useState(current);
  if (current.phase !== 'idle' && current !== state) setState(current);
  const t: Translate = (key, options) => translate(`app.transactions.export.${key}`, options);
  const titleId = useId();
  const confirming = state.phase === 'confirm';
  return (
    <Dialog
      open={current.phase !== 'idle'}
      // Only the question can be dismissed; a running export stops through Cancel.
      onClose={confirming ? dismiss : undefined}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {confirming ? t('confirm_title') : t('progress_title', { tab })}
      </DialogTitle>
      <DialogContent>
        {confirming ? <DialogContentText>{t('confirm', { tab })}</DialogContentText> : null}
        {state.phase === 'fetching' ? <FetchProgress progress={state.progress} t={t} /> : null}
        {state.phase === 'writing' ? <Progress label={t('writing')} text={t('writing')} /> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {confirming ? (
          <>
            <Button onClick={dismiss}>{t('cancel')}</Button>
            <Button variant="contained" onClick={start} autoFocus>
              {t('continue')}
            </Button>
          </>
        ) : (
          <Button onClick={cancel}>{t('cancel')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

import { useEffect, useState } from 'react';
import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslate } from 'react-admin';

type RefreshButtonProps = ButtonProps & { onRefresh: () => void; minSpinMs?: number; busy?: boolean };

/** Refresh whose spinner turns at least `minSpinMs`, and as long as `busy`, so a quick answer still shows the click. */
export function RefreshButton({ onRefresh, minSpinMs = 0, busy = false, ...props }: RefreshButtonProps) {
  const translate = useTranslate();
  const [spinning, setSpinning] = useState(false);
  useEffect(() => {
    if (!spinning) return;
    const timer = setTimeout(() => setSpinning(false), minSpinMs);
    return () => clearTimeout(timer);
  }, [spinning, minSpinMs]);
  const refreshing = spinning || busy;
  return (
    <Button
      {...props}
      variant="outlined"
      onClick={() => {
        setSpinning(true);
        onRefresh();
      }}
      disabled={refreshing}
      aria-busy={refreshing}
      startIcon={refreshing ? <CircularProgress size={16} color="inherit" aria-label={translate('app.loading')} /> : <RefreshIcon />}
    >
      {translate('ra.action.refresh')}
    </Button>
  );
}

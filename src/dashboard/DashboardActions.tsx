import { Button, CircularProgress } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import QrCode2 from '@mui/icons-material/QrCode2';
import { useCanAccess, useNavigate, useTranslate } from 'react-admin';

interface DashboardActionsProps {
  refreshing: boolean;
  onRefresh: () => void;
}

/** Refresh, and Create Payment Link for holders of qr-code-generation (000 section 2). */
export function DashboardActions({ refreshing, onRefresh }: DashboardActionsProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { canAccess: canCreateLink } = useCanAccess({ resource: 'permissions', action: 'qr-code-generation' });
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        onClick={onRefresh}
        disabled={refreshing}
        aria-busy={refreshing}
        startIcon={refreshing ? <CircularProgress size={16} color="inherit" aria-hidden /> : <RefreshIcon />}
        sx={{ height: 40, borderColor: 'divider', bgcolor: 'background.paper', flexShrink: 0 }}
      >
        {translate('app.dashboard.actions.refresh')}
      </Button>
      {canCreateLink ? (
        <Button variant="contained" startIcon={<QrCode2 />} onClick={() => navigate('/qr-generator')} sx={{ height: 40, flexShrink: 0 }}>
          {translate('app.dashboard.actions.create_payment_link')}
        </Button>
      ) : null}
    </>
  );
}

import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { COMPLAINT_MESSAGES, type Complaint } from '../../contract/complaints';
import type { GatewayDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/httpClient';

interface UpdateRequestDialogProps {
  complaint: Complaint | null;
  onClose: () => void;
  onUpdated: () => void;
}

const M = 'app.complaints.modal';

/**
 * The Update Request modal (001 section 2.6): approve (status resolved) or reject (rejected) with
 * notes; without notes the spec's 'Updated via merchant UI' is sent. A failure stays in the modal
 * as 'Error: ...', so the merchant can read why and try again.
 */
export function UpdateRequestDialog({ complaint, onClose, onUpdated }: UpdateRequestDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const titleId = useId();
  const [action, setAction] = useState<'approve' | 'reject'>('approve');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const close = () => {
    setAction('approve');
    setNotes('');
    setError(null);
    onClose();
  };

  const save = async () => {
    if (!complaint) return;
    setSaving(true);
    setError(null);
    try {
      const message = await dataProvider.updateComplaint(complaint._id, {
        action,
        status: action === 'approve' ? 'resolved' : 'rejected',
        adminNotes: notes.trim() || COMPLAINT_MESSAGES.defaultNotes,
      });
      notify(message ?? `${M}.success`, { type: 'success' });
      close();
      onUpdated();
    } catch (failure) {
      setError(translate(`${M}.error`, { message: errorMessage(failure, { failed: translate(`${M}.update_failed`) }) }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={complaint !== null} onClose={saving ? undefined : close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{translate(`${M}.title`)}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <FormControl>
          <FormLabel id={`${titleId}-action`}>{translate(`${M}.action`)}</FormLabel>
          <RadioGroup row aria-labelledby={`${titleId}-action`} value={action} onChange={(event) => setAction(event.target.value as 'approve' | 'reject')}>
            <FormControlLabel value="approve" control={<Radio />} label={translate(`${M}.approve`)} />
            <FormControlLabel value="reject" control={<Radio />} label={translate(`${M}.reject`)} />
          </RadioGroup>
        </FormControl>
        <TextField
          label={translate(`${M}.notes`)}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          multiline
          minRows={3}
          helperText={translate(`${M}.notes_help`, { fallback: COMPLAINT_MESSAGES.defaultNotes })}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={saving}>
          {translate(`${M}.cancel`)}
        </Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          {translate(`${M}.submit`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

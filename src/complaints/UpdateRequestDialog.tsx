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
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { COMPLAINT_MESSAGES, type Complaint } from '../../contract/complaints';
import type { GatewayDataProvider } from '../../dataProvider';
import { errorMessage } from '../../dataProvider/httpClient';
import { ComplaintFacts } from './ComplaintFacts';

type Decision = 'approve' | 'reject';

interface UpdateRequestDialogProps {
  complaint: Complaint | null;
  onClose: () => void;
  onUpdated: () => void;
}

const M = 'app.complaints.modal';

/**
 * The Update Request modal (001 section 2.6): approve (status resolved) or reject (rejected). The
 * answer is irreversible and moves money, so nothing is preselected and Update Request stays
 * disabled until the merchant chooses, next to the facts of the complaint and its payout. A reject
 * needs a reason, which becomes the admin note; an approve without notes sends the spec's
 * 'Updated via merchant UI'. A failure stays in the modal as 'Error: ...', so the merchant can
 * read why and try again.
 */
export function UpdateRequestDialog({ complaint, onClose, onUpdated }: UpdateRequestDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const titleId = useId();
  const [action, setAction] = useState<Decision | null>(null);
  const [notes, setNotes] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const rejecting = action === 'reject';

  const close = () => {
    setAction(null);
    setNotes('');
    setReasonMissing(false);
    setError(null);
    onClose();
  };

  const save = async () => {
    if (!complaint || !action) return;
    if (rejecting && !notes.trim()) {
      setReasonMissing(true);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const message = await dataProvider.updateComplaint(complaint._id, {
        action,
        status: rejecting ? 'rejected' : 'resolved',
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
        {complaint ? (
          <>
            <Typography variant="subtitle2" component="p">
              {complaint.title}
            </Typography>
            <ComplaintFacts complaint={complaint} />
          </>
        ) : null}
        <FormControl required>
          <FormLabel id={`${titleId}-action`}>{translate(`${M}.action`)}</FormLabel>
          <RadioGroup row aria-labelledby={`${titleId}-action`} value={action ?? ''} onChange={(event) => setAction(event.target.value as Decision)}>
            <FormControlLabel value="approve" control={<Radio />} label={translate(`${M}.approve`)} />
            <FormControlLabel value="reject" control={<Radio />} label={translate(`${M}.reject`)} />
          </RadioGroup>
          {action ? null : <FormHelperText>{translate(`${M}.choose`)}</FormHelperText>}
        </FormControl>
        <TextField
          label={translate(rejecting ? `${M}.reason` : `${M}.notes`)}
          value={notes}
          onChange={(event) => {
            setNotes(event.target.value);
            setReasonMissing(false);
          }}
          required={rejecting}
          error={reasonMissing}
          multiline
          minRows={3}
          helperText={
            reasonMissing
              ? translate(`${M}.reason_required`)
              : rejecting
                ? translate(`${M}.reason_help`)
                : translate(`${M}.notes_help`, { fallback: COMPLAINT_MESSAGES.defaultNotes })
          }
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={saving}>
          {translate(`${M}.cancel`)}
        </Button>
        <Button variant="contained" onClick={save} disabled={saving || action === null}>
          {translate(`${M}.submit`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

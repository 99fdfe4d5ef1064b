import { useId, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { Form, RadioButtonGroupInput, TextInput, useNotify, useTranslate, useUpdate, type Validator } from 'react-admin';
import { COMPLAINT_MESSAGES, type Complaint, type ComplaintUpdate } from '../../contract/complaints';
import { errorMessage } from '../../dataProvider/httpClient';
import { ComplaintFacts } from './ComplaintParts';

type Answer = { action?: 'approve' | 'reject' | null; adminNotes?: string };

const M = 'app.complaints.modal';
const NOTHING_CHOSEN: Answer = { action: null, adminNotes: '' };
const DECISIONS = [
  { id: 'approve', name: `${M}.approve` },
  { id: 'reject', name: `${M}.reject` },
];

/** A reject tells the customer why (contract ComplaintUpdate): blanks are no reason. */
const reasonForReject: Validator = (value: unknown, values: Answer) =>
  values.action === 'reject' && !String(value ?? '').trim() ? `${M}.reason_required` : undefined;

/**
 * The Update Request modal (001 section 2.6), an update of the `refunds` record. It is irreversible and moves money,
 * so nothing is preselected. A failure stays in the modal as 'Error: ...', with what was typed.
 */
export function UpdateRequestDialog({ complaint, onClose }: { complaint: Complaint | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending: saving }] = useUpdate<Complaint & { id: string; message?: string }, Error>();
  const titleId = useId();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };

  const save = ({ action, adminNotes }: Answer) => {
    if (!complaint || !action) return;
    setError(null);
    const data: ComplaintUpdate = { action, status: action === 'reject' ? 'rejected' : 'resolved', adminNotes: adminNotes?.trim() || COMPLAINT_MESSAGES.defaultNotes };
    update(
      'refunds',
      { id: complaint._id, data, previousData: { ...complaint, id: complaint._id } },
      {
        onSuccess: ({ message }) => {
          notify(message ?? `${M}.success`, { type: 'success' });
          close();
        },
        onError: (failure) => setError(translate(`${M}.error`, { message: errorMessage(failure, { failed: translate(`${M}.update_failed`) }) })),
      },
    );
  };

  return (
    <Dialog open={complaint !== null} onClose={saving ? undefined : close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Form key={complaint?._id} record={NOTHING_CHOSEN} onSubmit={(values: Answer) => save(values)} noValidate disableInvalidFormNotification>
        <DialogTitle id={titleId}>{translate(`${M}.title`)}</DialogTitle>
        <AnswerForm complaint={complaint} error={error} saving={saving} onCancel={close} />
      </Form>
    </Dialog>
  );
}

/** The facts, the decision and the note (whose label, help and need follow the decision), and Update Request. */
type AnswerFormProps = { complaint: Complaint | null; error: string | null; saving: boolean; onCancel: () => void };

function AnswerForm({ complaint, error, saving, onCancel }: AnswerFormProps) {
  const translate = useTranslate();
  const action = useWatch<Answer, 'action'>({ name: 'action' });
  const rejecting = action === 'reject';
  return (
    <>
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
        <RadioButtonGroupInput
          source="action"
          label={`${M}.action`}
          choices={DECISIONS}
          row
          isRequired
          margin="none"
          helperText={action ? false : `${M}.choose`}
        />
        <TextInput
          source="adminNotes"
          label={rejecting ? `${M}.reason` : `${M}.notes`}
          validate={reasonForReject}
          isRequired={rejecting}
          multiline
          minRows={3}
          margin="none"
          helperText={rejecting ? `${M}.reason_help` : translate(`${M}.notes_help`, { fallback: COMPLAINT_MESSAGES.defaultNotes })}
          slotProps={{ htmlInput: { maxLength: 1000, required: rejecting } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          {translate(`${M}.cancel`)}
        </Button>
        <Button type="submit" variant="contained" disabled={saving || !action}>
          {translate(`${M}.submit`)}
        </Button>
      </DialogActions>
    </>
  );
}

import { useId, useRef } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { Form, RadioButtonGroupInput, TextInput, useNotify, useTranslate, useUpdate, type Validator } from 'react-admin';
import { COMPLAINT_MESSAGES, type Complaint, type ComplaintUpdate } from '../../contract/complaints';
import { errorMessage } from '../../dataProvider/httpClient';
import { focusWhenGone } from '../common/focusWhenGone';
import { ComplaintFacts } from './ComplaintParts';
import '../i18n/complaints';

type Answer = { action?: 'approve' | 'reject' | null; adminNotes?: string };

const M = 'app.complaints.modal';
const NOTHING_CHOSEN: Answer = { action: null, adminNotes: '' };
const DECISIONS = ['approve', 'reject'].map((id) => ({ id, name: `${M}.${id}` }));

/** A reject tells the customer why (contract ComplaintUpdate): blanks are no reason. */
const reasonForReject: Validator = (value: unknown, values: Answer) =>
  values.action === 'reject' && !String(value ?? '').trim() ? `${M}.reason_required` : undefined;

/** Update Request (001 section 2.6): it moves money for good, so nothing is preselected; a failure stays in it. */
export function UpdateRequestDialog({ complaint, onClose }: { complaint: Complaint | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending: saving, error, reset }] = useUpdate<Complaint & { id: string; message?: string }>();
  const titleId = useId();
  const answered = useRef<string | null>(null);

  const close = () => {
    reset();
    onClose();
  };

  const save = ({ action, adminNotes }: Answer) => {
    if (!complaint || !action) return;
    const data: ComplaintUpdate = { action, status: action === 'reject' ? 'rejected' : 'resolved', adminNotes: adminNotes?.trim() || COMPLAINT_MESSAGES.defaultNotes };
    update(
      'refunds',
      { id: complaint._id, data, previousData: { ...complaint, id: complaint._id } },
      {
        onSuccess: ({ message }) => {
          answered.current = complaint._id;
          notify(message ?? `${M}.success`, { type: 'success' });
          close();
        },
      },
    );
  };

  return (
    <Dialog
      open={complaint !== null}
      onClose={saving ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      slotProps={{ transition: { onExited: () => focusAnswered(answered) } }}
    >
      <Form key={complaint?._id} record={NOTHING_CHOSEN} onSubmit={(values: Answer) => save(values)} noValidate disableInvalidFormNotification>
        <DialogTitle id={titleId}>{translate('app.complaints.update')}</DialogTitle>
        <AnswerForm complaint={complaint} error={error} saving={saving} onCancel={close} />
      </Form>
    </Dialog>
  );
}

/**
 * An answered complaint's Update Request goes with its answer, and MUI would give the focus back to that button, so it
 * fell to <body> (issue 30): it goes to the complaint's row (its first cell) or, on a phone, its card instead.
 */
function focusAnswered(answered: { current: string | null }) {
  const record = answered.current === null ? null : document.querySelector<HTMLElement>(`[data-id="${CSS.escape(answered.current)}"]`);
  answered.current = null;
  if (record) focusWhenGone(() => record.querySelector<HTMLElement>('[role="gridcell"]') ?? record);
}

type AnswerFormProps = { complaint: Complaint | null; error: Error | null; saving: boolean; onCancel: () => void };

function AnswerForm({ complaint, error, saving, onCancel }: AnswerFormProps) {
  const translate = useTranslate();
  const action = useWatch<Answer, 'action'>({ name: 'action' });
  const rejecting = action === 'reject';
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        {error ? (
          <Alert severity="error" role="alert">
            {translate(`${M}.error`, { message: errorMessage(error, { failed: translate(`${M}.update_failed`) }) })}
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
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saving || !action}>
          {translate('app.complaints.update')}
        </Button>
      </DialogActions>
    </>
  );
}

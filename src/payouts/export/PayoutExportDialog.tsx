import { Confirm } from 'react-admin';

const M = 'app.payouts.export';

interface PayoutExportDialogProps {
  /** Rows about to be exported, or null when the dialog is closed. */
  count: number | null;
  onStart: () => void;
  onDismiss: () => void;
}

export function PayoutExportDialog({ count, onStart, onDismiss }: PayoutExportDialogProps) {
  return (
    <Confirm
      isOpen={count !== null}
      title={`${M}.confirm_title`}
      content={`${M}.confirm`}
      contentTranslateOptions={{ count: count ?? 0 }}
      confirm={`${M}.continue`}
      cancel={`${M}.cancel`}
      onConfirm={onStart}
      onClose={onDismiss}
    />
  );
}

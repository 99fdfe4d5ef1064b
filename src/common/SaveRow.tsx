import { Alert } from '@mui/material';
import { SaveButton } from 'react-admin';
import { useFormState } from 'react-hook-form';

/**
 * A form's last row (the settings cards', Add address, Add schedule): the server's refusal (the form's root error, as
 * dataProvider/httpClient.ts shapes a refused write), then react-admin's SaveButton for those who may edit. Save stays
 * enabled on an unchanged form, as the cards' Save always was, and is disabled while the form submits.
 */
export function SaveRow({ label, editable }: { label: string; editable: boolean }) {
  const { isSubmitting, errors } = useFormState();
  const refusal = errors.root?.serverError?.message;
  return (
    <>
      {refusal ? <Alert severity="error">{refusal}</Alert> : null}
      {editable ? <SaveButton label={label} icon={<></>} alwaysEnable={!isSubmitting} sx={{ alignSelf: 'flex-start' }} /> : null}
    </>
  );
}

import { Alert } from '@mui/material';
import { SaveButton } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { errorMessage, isHttpError } from '../../dataProvider/httpClient';

/**
 * What a settings card's onSubmit returns for a refused save: the server's per-field errors (contract/http.ts's
 * error shape) go under their inputs, and its message to the form's root, which SaveRow shows until the next submit.
 */
export const submissionErrors = (failure: unknown) => ({
  ...Object.fromEntries(
    ((isHttpError(failure) && (failure.body as { errors?: { path: string; message: string }[] } | null)?.errors) || []).map(({ path, message }) => [path, message]),
  ),
  root: { serverError: errorMessage(failure) },
});

/**
 * A settings card form's last row: the server's refusal, then react-admin's SaveButton for those who
 * may edit. Save stays enabled on an unchanged form, as the cards' Save always was, and is disabled
 * while the form submits.
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

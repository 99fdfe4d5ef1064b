import { Stack, Typography } from '@mui/material';
import { maxLength, required, TextInput, useNotify, useTranslate } from 'react-admin';
import { DEFAULT_NETWORK } from '../../../contract/constants';
import { PAYOUT_ADDRESS_LABEL_MAX, PAYOUT_ADDRESSES_RESOURCE, type CreatePayoutAddress, type PayoutAddressRecord } from '../../../contract/payoutAddresses';
import { AddRecordForm } from '../../common/AddRecordForm';
import { formatDateTime } from '../../common/formatters';
import { SaveRow } from '../../common/SaveRow';
import { ADDRESS_INPUT, NetworkInput } from '../PayoutForm';

const B = 'app.payouts.address_book';
const labelRules = [required(), maxLength(PAYOUT_ADDRESS_LABEL_MAX)];

/** Add address: checked as the payout form checks an address; the server's refusal (checksum, duplicate) shows over the button. */
export function AddAddressForm() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <AddRecordForm<PayoutAddressRecord>
      resource={PAYOUT_ADDRESSES_RESOURCE}
      record={{ currencyType: DEFAULT_NETWORK }}
      transform={(values: Partial<CreatePayoutAddress>) => ({ label: values.label?.trim(), currencyType: values.currencyType, address: values.address?.trim() })}
      onAdded={(entry) => notify(`${B}.added`, { type: 'success', messageArgs: { time: formatDateTime(entry.activeFrom) } })}
    >
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        <Typography variant="h6" component="h3">
          {translate(`${B}.add`)}
        </Typography>
        <TextInput source="label" label={`${B}.columns.label`} validate={labelRules} margin="none" />
        <NetworkInput address="address" label={`${B}.columns.network`} />
        <TextInput source="address" label={`${B}.columns.address`} {...ADDRESS_INPUT} />
        <SaveRow label={`${B}.add`} editable />
      </Stack>
    </AddRecordForm>
  );
}

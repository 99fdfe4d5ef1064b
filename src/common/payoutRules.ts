import type { Network } from '../../contract/constants';
import { AMOUNT_DECIMALS, amountProblem, MAX_PAYOUT_AMOUNT } from '../../contract/payouts';
import { i18nProvider } from '../i18n';
import { numberFormat } from './formatters';

// The contract's rules in the language shown (issue 30), as the `rule` of a validator's message: react-admin
// translates a message, not its arguments, and a validator has no hook, so it asks the app's i18nProvider.
const F = 'app.payouts.form';

/** A validator of an amount that must be payable (contract amountProblem): `message` with the rule broken as its %{rule}. */
export const amountInvalid = (message: string) => (value: unknown) => {
  const problem = amountProblem(value);
  if (!problem) return undefined;
  const { format } = numberFormat();
  return { message, args: { rule: i18nProvider.translate(`${F}.amount_rules.${problem}`, { max: format(MAX_PAYOUT_AMOUNT), decimals: format(AMOUNT_DECIMALS) }) } };
};

/** The address format of a network (contract walletAddressRule). */
export const addressRule = (network: Network) => i18nProvider.translate(`${F}.address_rules.${network}`);

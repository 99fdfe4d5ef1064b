import type { Network } from '../../contract/constants';
import { AMOUNT_DECIMALS, amountProblem, MAX_PAYOUT_AMOUNT } from '../../contract/payouts';
import { i18nProvider } from '../i18n';
import { numberFormat } from './formatters';

// The contract's rules in the language shown (issue 30), as the `rule` of a validator's message: react-admin
// translates a message, not its arguments, and a validator has no hook, so it asks the app's i18nProvider.
const F = 'app.payouts.form';

/** Why an amount cannot be paid out (contract amountProblem), or null when it can. */
export function amountRule(value: unknown): string | null {
  const problem = amountProblem(value);
  const { format } = numberFormat();
  return problem && i18nProvider.translate(`${F}.amount_rules.${problem}`, { max: format(MAX_PAYOUT_AMOUNT), decimals: format(AMOUNT_DECIMALS) });
}

/** The address format of a network (contract walletAddressRule). */
export const addressRule = (network: Network) => i18nProvider.translate(`${F}.address_rules.${network}`);

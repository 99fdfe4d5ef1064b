import { registerMessages } from '.';

/** The payout address book (issue 28): its section on Payout Requests, and what the payout form says of it; registered with that screen's chunk. */
export const addressBookMessages = registerMessages('app.payouts.address_book', {
  title: 'Address book',
  intro: 'The addresses your team pays out to. A new address becomes usable after its cooling-off period.',
  empty: 'No addresses yet',
  columns: { label: 'Label', network: 'Network', address: 'Address', status: 'Status', added_by: 'Added by' },
  cooling_off: 'Cooling off until %{time}',
  active: 'Active',
  copy: 'Copy address',
  add: 'Add address',
  added: 'Address added: usable from %{time}',
  remove: 'Remove',
  remove_title: 'Remove this address?',
  remove_content: '"%{label}" (%{address}) will no longer count as a known payout address.',
  removed: 'Address removed',
  pick: 'From the address book',
  not_listed: {
    approval: "This address is not an active entry of the address book: the payout will need a second person's approval.",
    refuse: 'This address is not an active entry of the address book: the payout policy refuses it.',
  },
});

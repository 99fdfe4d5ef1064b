import { act, fireEvent } from '@testing-library/react';

/**
 * Types the year of a date into a date field the way Chrome reports it: once the month and day
 * are set, every digit of the year reports a whole value (2026 → 0002, 0020, 0202, 2026), and the
 * month and day are whatever the field then holds. A field that re-renders itself mid-year (to a
 * capped or an old value) therefore ends up with the reported bug; a field that is wiped stops
 * taking the digits, as Chrome's does once its value is cleared. The field keeps the focus, so
 * the next click or Tab leaves it.
 * userEvent.type cannot show this: it reports a date field's value only once it is whole.
 */
export function typeDateLikeChrome(input: HTMLInputElement, day: string): void {
  const [year, month, date] = day.split('-');
  act(() => input.focus());
  let digits = '';
  for (const digit of year) {
    const monthDay = digits === '' ? `${month}-${date}` : input.value.slice(5);
    if (monthDay === '') return;
    digits += digit;
    fireEvent.change(input, { target: { value: `${digits.padStart(4, '0')}-${monthDay}` } });
  }
}

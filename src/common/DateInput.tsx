import { useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';

/** A whole `YYYY-MM-DD` day: typing 2026 reports 0002, 0020 and 0202 first, so a year below 1000 is unfinished. */
function isCompleteDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match || Number(match[1]) < 1000) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The day pulled back into `min..max` (either may be empty). */
function clampDate(value: string, min?: string, max?: string): string {
  if (min && value < min) return min;
  if (max && value > max) return max;
  return value;
}

type DateInputProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'onBlur' | 'defaultValue'> & {
  /** The day in effect, `YYYY-MM-DD`, or '' for none. */
  value: string;
  /** The earliest and latest day allowed (the other end of a range); '' or undefined for none. */
  min?: string;
  max?: string;
  /** Called with a whole day within min..max, or '' when the field is emptied. */
  onCommit: (value: string) => void;
};

/**
 * A date field whose typing is its own state (no re-render loses a year mid-way), handed on once a whole day in
 * `min..max`. On blur a day outside is pulled into line, an unfinished one goes back to the last handed on.
 */
export function DateInput({ value, min, max, onCommit, slotProps, ...props }: DateInputProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const [committed, setCommitted] = useState(value);
  const [editing, setEditing] = useState(false);
  // The day in effect changed: while the user types, the echo of what was handed on (perhaps a
  // render late), so the keys typed since stay; otherwise it came from outside and is shown.
  if (value !== shown) {
    setShown(value);
    if (!editing) {
      setDraft(value);
      setCommitted(value);
    }
  }
  const commit = (day: string) => {
    setCommitted(day);
    onCommit(day);
  };

  return (
    <TextField
      {...props}
      type="date"
      value={draft}
      onFocus={() => setEditing(true)}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        if (next === '') commit('');
        else if (isCompleteDate(next) && next === clampDate(next, min, max)) commit(next);
      }}
      onBlur={() => {
        setEditing(false);
        if (draft === '' || draft === committed) return;
        if (!isCompleteDate(draft)) {
          setDraft(committed);
          return;
        }
        const capped = clampDate(draft, min, max);
        setDraft(capped);
        if (capped !== committed) commit(capped);
      }}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object | undefined) },
        htmlInput: { min: min || undefined, max: max || undefined, ...(slotProps?.htmlInput as object | undefined) },
      }}
    />
  );
}

/** A list filter's SelectInput, always shown, with its label over its "all" choice (its emptyText) while none is chosen. */
export const FILTER_SELECT_PROPS = {
  alwaysOn: true,
  slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } },
  sx: { minWidth: 170 },
};

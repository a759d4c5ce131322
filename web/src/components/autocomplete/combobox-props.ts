// The ARIA wiring between an autocompleting input and its listbox, light enough to load with every field.

/** The id of option `index` of the list `listId`, for aria-activedescendant. */
export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/** The ARIA attributes of the input that owns list `listId` (role combobox, expanded, active option). */
export function comboboxProps(listId: string, shown: boolean, active: number) {
  return {
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': shown,
    'aria-controls': shown ? listId : undefined,
    'aria-activedescendant': shown ? optionId(listId, active) : undefined,
  } as const;
}

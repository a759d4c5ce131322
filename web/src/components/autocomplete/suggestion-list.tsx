// The listbox under an autocompleting input; options are chosen by click without stealing focus.
import type { ReactNode } from 'react';
import { optionId } from './combobox-props';
import './suggestion-list.css';

/** Props: ids tie the list to its input (aria-controls, aria-activedescendant). */
export interface SuggestionListProps<T> {
  id: string;
  label: string;
  items: readonly T[];
  active: number;
  keyOf: (item: T) => string;
  render: (item: T) => ReactNode;
  onChoose: (index: number) => void;
  onHover: (index: number) => void;
}

/** Renders the options; the active one is highlighted and marked aria-selected. */
export function SuggestionList<T>({
  id,
  label,
  items,
  active,
  keyOf,
  render,
  onChoose,
  onHover,
}: SuggestionListProps<T>) {
  return (
    <div id={id} role="listbox" aria-label={label} className="well suggestions">
      {items.map((item, index) => (
        <div
          key={keyOf(item)}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          className={`suggestions__option flex items-center gap-2 pointer${index === active ? ' suggestions__option--active' : ''}`}
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onChoose(index)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onChoose(index);
          }}
        >
          {render(item)}
        </div>
      ))}
    </div>
  );
}

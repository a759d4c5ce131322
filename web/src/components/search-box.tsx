// A search field with a label for screen readers and the label as its placeholder.
import './search-box.css';

/** Props: the accessible label, the placeholder (defaults to the label), the value and its setter, whether it is disabled. */
export interface SearchBoxProps {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Not editable yet (the pre-rendered shell's field, before the app takes over). */
  disabled?: boolean;
}

/** The field; Escape in a browser's search input clears it as usual. */
export function SearchBox({ label, placeholder, value, onChange, disabled }: SearchBoxProps) {
  return (
    <label className="search-box">
      <span className="visually-hidden">{label}</span>
      <input
        className="field"
        type="search"
        placeholder={placeholder ?? label}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

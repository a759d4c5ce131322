// A secondary button that shows or hides the region after it; its label says what a press does next.

/** Props: whether the region is shown, what a press asks for, and the two labels. */
export interface ShowHideButtonProps {
  open: boolean;
  /** Called with the state a press asks for (the opposite of `open`). */
  onToggle: (open: boolean) => void;
  /** The label while the region is hidden. */
  showLabel: string;
  /** The label while the region is shown. */
  hideLabel: string;
}

/** The disclosure button: `aria-expanded` carries `open`, the label swaps with it. */
export function ShowHideButton({ open, onToggle, showLabel, hideLabel }: ShowHideButtonProps) {
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-expanded={open}
      onClick={() => onToggle(!open)}
    >
      {open ? hideLabel : showLabel}
    </button>
  );
}

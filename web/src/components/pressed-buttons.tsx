// A group of toggle buttons of which one is pressed (a category or view switch), named by a hidden legend.
import type { TabsProps } from './tabs';

/**
 * Props: the hidden legend, the fieldset's class, the choices in order, and as for `Tabs` each
 * one's name, the pressed (`active`) one and its setter.
 */
export interface PressedButtonsProps<T extends string>
  extends Pick<TabsProps<T>, 'names' | 'active' | 'onSelect'> {
  legend: string;
  className: string;
  choices: readonly T[];
  /** Class names of a button, e.g. an active modifier; none when left out. */
  buttonClass?: (choice: T, pressed: boolean) => string;
}

/** The fieldset of buttons; each says `aria-pressed` and calls `onSelect` with its choice when clicked. */
export function PressedButtons<T extends string>({
  legend,
  className,
  choices,
  names,
  active,
  onSelect,
  buttonClass,
}: PressedButtonsProps<T>) {
  return (
    <fieldset className={className}>
      <legend className="visually-hidden">{legend}</legend>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={buttonClass?.(choice, choice === active)}
          aria-pressed={choice === active}
          onClick={() => onSelect(choice)}
        >
          {names[choice]}
        </button>
      ))}
    </fieldset>
  );
}

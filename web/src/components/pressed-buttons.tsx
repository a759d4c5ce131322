// A group of toggle buttons of which one is pressed (a category or view switch), named by a hidden legend.

/** Props: the hidden legend, the choices in order with their names, the pressed one and its setter. */
export interface PressedButtonsProps<T extends string> {
  legend: string;
  className: string;
  choices: readonly T[];
  names: Readonly<Record<T, string>>;
  pressed: T;
  onPress: (choice: T) => void;
  /** Class names of a button, e.g. an active modifier; none when left out. */
  buttonClass?: (choice: T, pressed: boolean) => string;
}

/** The fieldset of buttons; each says `aria-pressed` and calls `onPress` with its choice when clicked. */
export function PressedButtons<T extends string>({
  legend,
  className,
  choices,
  names,
  pressed,
  onPress,
  buttonClass,
}: PressedButtonsProps<T>) {
  return (
    <fieldset className={className}>
      <legend className="visually-hidden">{legend}</legend>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          className={buttonClass?.(choice, choice === pressed)}
          aria-pressed={choice === pressed}
          onClick={() => onPress(choice)}
        >
          {names[choice]}
        </button>
      ))}
    </fieldset>
  );
}

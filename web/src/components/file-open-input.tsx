// A file picker that hands the chosen file on and clears itself, so choosing the same file again opens it again.
import type { ComponentProps } from 'react';

/** Props: an input's own (id, accept, className...), plus what to do with the chosen file. */
export interface FileOpenInputProps extends Omit<ComponentProps<'input'>, 'type' | 'onChange' | 'value'> {
  /** Called with the chosen file; not called when the dialog was closed without one. */
  onOpen: (file: File) => void;
}

/**
 * An `<input type="file">` whose value is cleared after each choice: the browser fires no change
 * for the file already chosen, so without the clearing a user could not reopen a file they edited.
 */
export function FileOpenInput({ onOpen, ...rest }: FileOpenInputProps) {
  return (
    <input
      {...rest}
      type="file"
      onChange={(event) => {
        const file = event.target.files?.[0];
        if (file) onOpen(file);
        event.target.value = '';
      }}
    />
  );
}

// The binding of a welcome editor input to one text of the draft: value, change, save problem and variable insertion.
import { useWelcomeProblems } from './use-welcome-problems';
import { useVariableInsertion } from './variable-insertion';

/** What a field spreads onto its input: the text, its change handler and the problem of its path. */
interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * `url(path, value, onChange)` binds a link input: its value, change handler and the save problem
 * at `path` (e.g. 'embed.author.url'); `text(...)` also makes the input a target of variable
 * insertion ({user}, ...).
 */
export function useWelcomeFields() {
  const { messageFor } = useWelcomeProblems();
  const { bind } = useVariableInsertion();
  const url = (path: string, value: string, onChange: (value: string) => void): FieldBinding => ({
    value,
    onChange,
    error: messageFor(path),
  });
  const text = (path: string, value: string, onChange: (value: string) => void) => ({
    ...url(path, value, onChange),
    ...bind(path, onChange),
  });
  return { text, url, messageFor };
}

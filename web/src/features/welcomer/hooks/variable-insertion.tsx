// Inserting a variable ({user}, ...) at the cursor of the text field the user was last editing.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef } from 'react';

type TextElement = HTMLInputElement & HTMLTextAreaElement;
interface Target {
  element: TextElement;
  setValue: (value: string) => void;
}

/** What a field spreads onto its CountedField to become an insertion target. */
export interface InsertionBinding {
  inputRef: (element: TextElement | null) => void;
  onFocus: () => void;
}

interface InsertionApi {
  bind: (key: string, setValue: (value: string) => void) => InsertionBinding;
  /** Inserts `token` into the last focused field still on screen, else the first field on screen; false when there is none. */
  insert: (token: string) => boolean;
}

const InsertionContext = createContext<InsertionApi | null>(null);

/** Holds the fields on screen (in page order) and the last focused one. */
export function VariableInsertionProvider({ children }: { children: ReactNode }) {
  const targets = useRef(new Map<string, Target>());
  const lastKey = useRef<string | null>(null);

  const bind = useCallback(
    (key: string, setValue: (value: string) => void): InsertionBinding => ({
      inputRef: (element) => {
        if (element) targets.current.set(key, { element, setValue });
        else targets.current.delete(key);
      },
      onFocus: () => {
        lastKey.current = key;
      },
    }),
    [],
  );

  const insert = useCallback((token: string) => {
    const target = targets.current.get(lastKey.current ?? '') ?? targets.current.values().next().value;
    if (!target) return false;
    const { element, setValue } = target;
    const start = element.selectionStart ?? element.value.length;
    const end = element.selectionEnd ?? start;
    setValue(element.value.slice(0, start) + token + element.value.slice(end));
    const caret = start + token.length;
    setTimeout(() => {
      element.focus();
      element.setSelectionRange(caret, caret);
    }, 0);
    return true;
  }, []);

  const api = useMemo(() => ({ bind, insert }), [bind, insert]);
  return <InsertionContext.Provider value={api}>{children}</InsertionContext.Provider>;
}

/** The insertion API; outside a provider, binding does nothing and inserting returns false. */
export function useVariableInsertion(): InsertionApi {
  return useContext(InsertionContext) ?? NO_INSERTION;
}

const NO_INSERTION: InsertionApi = {
  bind: () => ({ inputRef: () => undefined, onFocus: () => undefined }),
  insert: () => false,
};

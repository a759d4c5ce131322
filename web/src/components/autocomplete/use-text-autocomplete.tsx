// The combobox behaviour of a text field: '#', '@' and ':' open a list of suggestions; choosing inserts Discord's syntax.
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useAnnounceChange } from '#web/lib/a11y/announcer';
import { unicodeEmojiLoader } from '#web/lib/autocomplete/load-unicode-emoji';
import type { FieldSyntax } from '#web/lib/autocomplete/suggestions';
import { findTrigger, insertChoice, type Trigger } from '#web/lib/autocomplete/trigger';
import { loadOnce, useLoaded } from '#web/lib/load-once';
import { comboboxProps } from './combobox-props';
import { useMentionSources } from './mention-sources';
import { AUTOCOMPLETE_TEXTS } from './texts';
import { useSuggestions } from './use-suggestions';

type TextElement = HTMLInputElement & HTMLTextAreaElement;

/** The suggestion code, loaded when a field first holds a trigger word (shared by every field). */
const menuLoader = loadOnce(() => import('./suggestion-menu'));

/**
 * Autocomplete for the field holding `value`. Returns null outside a MentionSourcesProvider.
 * Otherwise: a ref for the input, the ARIA combobox attributes and key handling to spread on it,
 * `changed` to call after each change, and the listbox to render under it. Choosing replaces the
 * typed word through `onChange` (one edit, so one undo step) and puts the caret after it; the
 * number of suggestions is announced politely while the list is open. The suggestion code loads
 * when a field first holds a trigger word at its caret (the page does not carry it); until then,
 * and if that load fails, the field is a plain text field (typing is never held up), and the list
 * opens for the word at the caret once the code is there.
 */
export function useTextAutocomplete(value: string, onChange: (value: string) => void, syntax: FieldSyntax) {
  const sources = useMentionSources();
  const listId = useId();
  const ref = useRef<TextElement | null>(null);
  const [trigger, setTrigger] = useState<Trigger | null>(null);
  const menu = useLoaded(menuLoader, trigger !== null && sources !== null);
  // a failed load leaves null: the server's own emoji are still offered
  const unicodeEmoji = useLoaded(unicodeEmojiLoader, trigger?.char === ':');
  const want = sources?.want;
  const wantsResources = trigger !== null && trigger.char !== '#';
  useEffect(() => {
    if (wantsResources) want?.();
  }, [wantsResources, want]);
  const suggestions =
    trigger && sources && menu ? menu.suggestionsFor(trigger, { ...sources, unicodeEmoji, syntax }) : [];
  const choose = (index: number) => {
    const element = ref.current;
    const item = suggestions[index];
    if (!trigger || !item || !element) return;
    const next = insertChoice(value, trigger, element.selectionStart ?? value.length, item.insert);
    onChange(next.text);
    setTrigger(null);
    requestAnimationFrame(() => element.setSelectionRange(next.caret, next.caret));
  };
  const list = useSuggestions(suggestions.length, trigger !== null, choose);
  useAnnounceChange(list.shown ? AUTOCOMPLETE_TEXTS.count(suggestions.length) : null);
  const track = (element: TextElement) => {
    setTrigger(findTrigger(element.value, element.selectionStart ?? element.value.length));
  };
  if (!sources) return null;

  let listbox: ReactNode = null;
  if (list.shown && trigger && menu) {
    listbox = (
      <menu.SuggestionMenu
        id={listId}
        char={trigger.char}
        items={suggestions}
        active={list.active}
        onChoose={choose}
        onHover={list.setActive}
      />
    );
  }
  return {
    ref,
    inputProps: {
      ...comboboxProps(listId, list.shown, list.active),
      onKeyDown: (event: KeyboardEvent) => {
        // Escape while the list's code loads keeps it closed, as Escape on the open list does.
        if (event.key === 'Escape' && trigger && !menu) list.dismiss();
        else list.onKeyDown(event);
      },
      onClick: (event: { currentTarget: TextElement }) => track(event.currentTarget),
      onKeyUp: (event: { key: string; currentTarget: TextElement }) => {
        if (event.key.startsWith('Arrow') && !list.shown) track(event.currentTarget);
      },
      onBlur: () => setTrigger(null),
    },
    changed: () => {
      list.reopen();
      if (ref.current) track(ref.current);
    },
    listbox,
  };
}

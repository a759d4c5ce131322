// The combobox behaviour of a text field: '#', '@' and ':' open a list of suggestions; choosing inserts Discord's syntax.
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useAnnounceChange } from '#web/lib/a11y/announcer';
import type { FieldSyntax } from '#web/lib/autocomplete/suggestions';
import { findTrigger, insertChoice, type Trigger } from '#web/lib/autocomplete/trigger';
import { comboboxProps } from './combobox-props';
import { useMentionSources } from './mention-sources';
import { AUTOCOMPLETE_TEXTS } from './texts';
import { useSuggestions } from './use-suggestions';
import { useUnicodeEmoji } from './use-unicode-emoji';

type TextElement = HTMLInputElement & HTMLTextAreaElement;
type Menu = typeof import('./suggestion-menu');

/** The suggestion code once loaded (shared by every field), and the load under way. */
let loadedMenu: Menu | null = null;
let menuLoad: Promise<Menu> | null = null;

/** Loads the suggestion code once; a failed load is tried again on the next call. */
function loadMenu(): Promise<Menu> {
  menuLoad ??= import('./suggestion-menu').then(
    (menu) => {
      loadedMenu = menu;
      return menu;
    },
    (error: unknown) => {
      menuLoad = null;
      throw error;
    },
  );
  return menuLoad;
}

/** The suggestion code, asked for the first time `wanted` is true (a trigger word is typed); null until it has loaded. */
function useMenu(wanted: boolean): Menu | null {
  const [menu, setMenu] = useState(loadedMenu);
  const loading = wanted && !menu;
  useEffect(() => {
    if (!loading) return;
    let live = true;
    loadMenu().then(
      (loaded) => live && setMenu(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loading]);
  return menu;
}

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
  const menu = useMenu(trigger !== null && sources !== null);
  const unicodeEmoji = useUnicodeEmoji(trigger?.char === ':');
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

// The combobox behaviour of a text field: '#', '@' and ':' open a list of suggestions; choosing inserts Discord's syntax.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useAnnounceChange } from '#web/lib/a11y/announcer';
import { type FieldSyntax, type Suggestion, suggestionsFor } from '#web/lib/autocomplete/suggestions';
import { findTrigger, insertChoice, type Trigger } from '#web/lib/autocomplete/trigger';
import { useMentionSources } from './mention-sources';
import { RoleSwatch } from './role-swatch';
import { comboboxProps, SuggestionList } from './suggestion-list';
import { AUTOCOMPLETE_TEXTS } from './texts';
import { useSuggestions } from './use-suggestions';
import { useUnicodeEmoji } from './use-unicode-emoji';

type TextElement = HTMLInputElement & HTMLTextAreaElement;

function SuggestionContent({ item }: { item: Suggestion }) {
  return (
    <>
      {item.color !== undefined && <RoleSwatch color={item.color} />}
      {item.glyph && (
        <span className="suggestions__glyph" aria-hidden="true">
          {item.glyph}
        </span>
      )}
      {item.image && (
        <img className="suggestions__glyph" src={item.image} alt="" width={20} height={20} loading="lazy" />
      )}
      {item.text}
    </>
  );
}

/**
 * Autocomplete for the field holding `value`. Returns null outside a MentionSourcesProvider.
 * Otherwise: a ref for the input, the ARIA combobox attributes and key handling to spread on it,
 * `changed` to call after each change, and the listbox to render under it. Choosing replaces the
 * typed word through `onChange` (one edit, so one undo step) and puts the caret after it; the
 * number of suggestions is announced politely while the list is open.
 */
export function useTextAutocomplete(value: string, onChange: (value: string) => void, syntax: FieldSyntax) {
  const sources = useMentionSources();
  const listId = useId();
  const ref = useRef<TextElement | null>(null);
  const [trigger, setTrigger] = useState<Trigger | null>(null);
  const unicodeEmoji = useUnicodeEmoji(trigger?.char === ':');
  const want = sources?.want;
  const wantsResources = trigger !== null && trigger.char !== '#';
  useEffect(() => {
    if (wantsResources) want?.();
  }, [wantsResources, want]);
  const suggestions = trigger && sources ? suggestionsFor(trigger, { ...sources, unicodeEmoji, syntax }) : [];
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
  if (list.shown && trigger) {
    listbox = (
      <SuggestionList
        id={listId}
        label={AUTOCOMPLETE_TEXTS.lists[trigger.char]}
        items={suggestions}
        active={list.active}
        keyOf={(item) => item.key}
        render={(item) => <SuggestionContent item={item} />}
        onChoose={choose}
        onHover={list.setActive}
      />
    );
  }
  return {
    ref,
    inputProps: {
      ...comboboxProps(listId, list.shown, list.active),
      onKeyDown: list.onKeyDown,
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

// A role button's emoji box: typing ':' lists the built-in unicode set and the server's emojis.
import { useId, useRef } from 'react';
import { customEmojiUrl } from '#shared/logic/discord-cdn';
import type { CustomEmoji } from '#shared/schemas/resources';
import { comboboxProps } from '#web/components/autocomplete/combobox-props';
import { SuggestionList } from '#web/components/autocomplete/suggestion-list';
import { useSuggestions } from '#web/components/autocomplete/use-suggestions';
import { LabelledField } from '#web/components/labelled-field';
import {
  type EmojiSuggestion,
  emojiSearchText,
  resolveButtonEmoji,
  suggestEmojis,
} from '#web/lib/embed/button-emoji';
import { safeHttpUrl } from '#web/lib/safe-url';
import { ROW_TEXTS } from '../texts';

interface EmojiInputProps {
  label: string;
  pickLabel: string;
  value: string;
  onChange: (value: string) => void;
  emojis: readonly CustomEmoji[];
}

function keyOf(item: EmojiSuggestion): string {
  return item.kind === 'unicode' ? `u:${item.emoji.emoji}` : `c:${item.emoji.id}`;
}

function EmojiOption({ item }: { item: EmojiSuggestion }) {
  if (item.kind === 'unicode') {
    return (
      <>
        <span className="suggestions__glyph">{item.emoji.emoji}</span>:{item.emoji.name}:
      </>
    );
  }
  const src = safeHttpUrl(item.emoji.url) ?? customEmojiUrl(item.emoji.id, item.emoji.animated);
  return (
    <>
      <img className="suggestions__glyph" src={src} alt="" width={20} height={20} loading="lazy" />:
      {item.emoji.name}:
    </>
  );
}

/**
 * The box keeps what was typed; choosing a suggestion puts in the unicode emoji or ':name:'.
 * A filled box that is neither a unicode emoji nor a known server emoji gets a note that the
 * button will be sent without an emoji.
 */
export function EmojiInput({ label, pickLabel, value, onChange, emojis }: EmojiInputProps) {
  const id = useId();
  const listId = `${id}-emojis`;
  const ref = useRef<HTMLInputElement>(null);
  const search = emojiSearchText(value);
  const suggestions = search === null ? [] : suggestEmojis(search, emojis);
  const choose = (index: number) => {
    const item = suggestions[index];
    if (!item) return;
    onChange(item.kind === 'unicode' ? item.emoji.emoji : `:${item.emoji.name}:`);
  };
  const list = useSuggestions(suggestions.length, search !== null, choose);
  const unknown = value.trim() !== '' && search === null && resolveButtonEmoji(value, emojis) === '';

  return (
    <LabelledField id={id} label={label} className="relative">
      <div className="rr-emoji-box flex gap-40">
        <input
          ref={ref}
          id={id}
          className="field counted-field__input"
          value={value}
          placeholder={ROW_TEXTS.emojiPlaceholder}
          autoComplete="off"
          spellCheck={false}
          {...comboboxProps(listId, list.shown, list.active)}
          aria-invalid={unknown}
          aria-describedby={unknown ? `${id}-note` : undefined}
          onChange={(event) => {
            onChange(event.target.value);
            list.reopen();
          }}
          onKeyDown={(event) => list.onKeyDown(event)}
          onBlur={list.dismiss}
        />
        <button
          type="button"
          className="well tool-icon-button"
          aria-label={pickLabel}
          onClick={() => {
            onChange(':');
            list.reopen();
            ref.current?.focus();
          }}
        >
          😀
        </button>
      </div>
      {list.shown && (
        <SuggestionList
          id={listId}
          label={ROW_TEXTS.emojiList}
          items={suggestions}
          active={list.active}
          keyOf={keyOf}
          render={(item) => <EmojiOption item={item} />}
          onChoose={choose}
          onHover={list.setActive}
        />
      )}
      {unknown && (
        <p id={`${id}-note`} className="fs-80 danger">
          {ROW_TEXTS.unknownEmoji}
        </p>
      )}
    </LabelledField>
  );
}

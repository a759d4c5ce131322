// The part of the text fields' autocomplete that loads on the first '#', '@' or ':': what is suggested and its listbox.
import type { Suggestion } from '#web/lib/autocomplete/suggestions';
import type { TriggerChar } from '#web/lib/autocomplete/trigger';
import { RoleSwatch } from './role-swatch';
import { SuggestionList, type SuggestionListProps } from './suggestion-list';
import { AUTOCOMPLETE_TEXTS } from './texts';

export { suggestionsFor } from '#web/lib/autocomplete/suggestions';

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

/** Props of the open list: the list's own but its name and rendering, which the trigger `char` decides. */
export type SuggestionMenuProps = Omit<SuggestionListProps<Suggestion>, 'label' | 'keyOf' | 'render'> & {
  char: TriggerChar;
};

/** The listbox of `items`, named by the trigger's list ('Channels', 'Roles', 'Emoji'). */
export function SuggestionMenu({ char, ...list }: SuggestionMenuProps) {
  return (
    <SuggestionList
      {...list}
      label={AUTOCOMPLETE_TEXTS.lists[char]}
      keyOf={(item) => item.key}
      render={(item) => <SuggestionContent item={item} />}
    />
  );
}

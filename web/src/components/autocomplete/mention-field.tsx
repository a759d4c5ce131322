// A counted text field whose '#', '@' and ':' suggest the editor's channels, roles and emoji.
import type { Ref } from 'react';
import { CountedField, type CountedFieldProps } from '../counted-field';
import { useTextAutocomplete } from './use-text-autocomplete';

type TextElement = HTMLInputElement & HTMLTextAreaElement;

function assignRef(ref: Ref<TextElement> | undefined, element: TextElement | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/**
 * CountedField with autocomplete inside a MentionSourcesProvider (a plain CountedField outside
 * one). `emojiOnly` offers only unicode emoji, for texts Discord draws without mentions (titles,
 * names, footers, labels).
 */
export function MentionField({ emojiOnly = false, ...props }: CountedFieldProps & { emojiOnly?: boolean }) {
  const auto = useTextAutocomplete(props.value, props.onChange, emojiOnly);
  if (!auto) return <CountedField {...props} />;
  return (
    <CountedField
      {...props}
      className={`autocomplete ${props.className ?? ''}`}
      inputRef={(element: TextElement | null) => {
        auto.ref.current = element;
        assignRef(props.inputRef, element);
      }}
      inputProps={auto.inputProps}
      onChange={(value) => {
        props.onChange(value);
        auto.changed();
      }}
    >
      {auto.listbox}
    </CountedField>
  );
}

// A counted text field whose '#', '@' and ':' suggest the editor's channels, roles and emoji.
import type { Ref } from 'react';
import type { FieldSyntax } from '#web/lib/autocomplete/suggestions';
import { CountedField, type CountedFieldProps } from '../counted-field';
import { useTextAutocomplete } from './use-text-autocomplete';

type TextElement = HTMLInputElement & HTMLTextAreaElement;

function assignRef(ref: Ref<TextElement> | undefined, element: TextElement | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

/**
 * CountedField with autocomplete inside a MentionSourcesProvider (a plain CountedField outside
 * one). `syntax` says what Discord draws in this text, so only that is offered: 'full' (the
 * default: content, descriptions, field values), 'title' (titles and field names: no role or
 * @everyone mentions), 'plain' (author, footer, button labels: unicode emoji only).
 */
export function MentionField({ syntax = 'full', ...props }: CountedFieldProps & { syntax?: FieldSyntax }) {
  const auto = useTextAutocomplete(props.value, props.onChange, syntax);
  if (!auto) return <CountedField {...props} />;
  return (
    <CountedField
      {...props}
      className={`relative ${props.className ?? ''}`}
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

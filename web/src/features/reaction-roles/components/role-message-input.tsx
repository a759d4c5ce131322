// The optional message of a reaction-role post, where typing @ suggests the server's roles.
import { useId, useRef, useState } from 'react';
import { DISCORD_LIMITS } from '#shared/constants/limits';
import type { Role } from '#shared/schemas/resources';
import { describedBy, FieldNotes } from '#web/components/field-notes';
import { findMentionQuery, insertRoleMention, type MentionQuery, suggestRoles } from '../logic/role-mention';
import { RR_TEXTS } from '../texts';
import { RoleSwatch } from './role-swatch';
import { comboboxProps, SuggestionList } from './suggestion-list';
import { useSuggestions } from './use-suggestions';

interface RoleMessageInputProps {
  value: string;
  onChange: (value: string) => void;
  roles: readonly Role[];
  serverId: string;
  error?: string;
}

/**
 * A textarea with a 2000-character counter. While the caret sits after '@name', matching roles
 * are listed; choosing one replaces the typed '@name' with '@' and the role's name.
 */
export function RoleMessageInput({ value, onChange, roles, serverId, error }: RoleMessageInputProps) {
  const id = useId();
  const listId = `${id}-roles`;
  const ref = useRef<HTMLTextAreaElement>(null);
  const [query, setQuery] = useState<{ mention: MentionQuery; caret: number } | null>(null);
  const suggestions = query ? suggestRoles(roles, query.mention.search, serverId) : [];
  const choose = (index: number) => {
    const role = suggestions[index];
    if (!query || !role) return;
    const next = insertRoleMention(value, query.mention, query.caret, role.name);
    onChange(next.text);
    setQuery(null);
    requestAnimationFrame(() => ref.current?.setSelectionRange(next.caret, next.caret));
  };
  const list = useSuggestions(suggestions.length, query !== null, choose);
  const track = (element: HTMLTextAreaElement) => {
    const caret = element.selectionStart ?? element.value.length;
    const mention = findMentionQuery(element.value, caret);
    setQuery(mention ? { mention, caret } : null);
  };
  const over = value.length > DISCORD_LIMITS.content;

  return (
    <div className="counted-field rr-autocomplete">
      <div className="counted-field__top">
        <label htmlFor={id} className="counted-field__label">
          {RR_TEXTS.message}
        </label>
        <span
          id={`${id}-count`}
          className={`counted-field__count${over ? ' counted-field__count--over' : ''}`}
        >
          <span className="visually-hidden">Characters used: </span>
          {value.length}/{DISCORD_LIMITS.content}
        </span>
      </div>
      <textarea
        ref={ref}
        id={id}
        rows={4}
        className="counted-field__input"
        value={value}
        {...comboboxProps(listId, list.shown, list.active)}
        aria-invalid={over || Boolean(error)}
        aria-describedby={describedBy(id, { count: true, hint: RR_TEXTS.messageHint, error })}
        onChange={(event) => {
          onChange(event.target.value);
          list.reopen();
          track(event.target);
        }}
        onKeyDown={(event) => list.onKeyDown(event)}
        onClick={(event) => track(event.currentTarget)}
        onKeyUp={(event) => {
          if (event.key.startsWith('Arrow') && !list.shown) track(event.currentTarget);
        }}
        onBlur={() => setQuery(null)}
      />
      {list.shown && (
        <SuggestionList
          id={listId}
          label="Roles"
          items={suggestions}
          active={list.active}
          keyOf={(role) => role.id}
          render={(role) => (
            <>
              <RoleSwatch color={role.color} />@{role.name}
            </>
          )}
          onChoose={choose}
          onHover={list.setActive}
        />
      )}
      <FieldNotes id={id} hint={RR_TEXTS.messageHint} error={error} />
    </div>
  );
}

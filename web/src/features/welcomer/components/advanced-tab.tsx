// Advanced tab: the action button, footer text and icon choice, and the timestamp checkbox.

import { useId } from 'react';
import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { CountedField } from '#web/components/counted-field';
import { SelectField } from '#web/components/select-field';
import { useAtom } from '#web/lib/jotai';
import { footerIconChoiceAtom, useWelcomeDraft } from '../atoms/welcome-editor-atoms';
import { useWelcomeProblems } from '../hooks/use-welcome-problems';
import { useVariableInsertion } from '../hooks/variable-insertion';
import { FOOTER_ICON_CHOICES, type FooterIconChoice, footerIconForChoice } from '../logic/welcome-choices';
import { WELCOME_TEXTS as T } from '../texts';
import { ToggleRow } from './toggle-row';

/** Renders the tab. Choosing a footer icon applies the spec's rules (see `footerIconForChoice`). */
export function AdvancedTab() {
  const { draft, updateEmbed } = useWelcomeDraft();
  const { messageFor } = useWelcomeProblems();
  const { bind } = useVariableInsertion();
  const [footerChoice, setFooterChoice] = useAtom(footerIconChoiceAtom);
  const timestampId = useId();
  const { button, footer } = draft.embed;
  const setLabel = (label: string) => updateEmbed({ button: { ...button, label } });
  const setFooterText = (text: string) => updateEmbed({ footer: { ...footer, text } });
  const chooseFooterIcon = (choice: FooterIconChoice) => {
    setFooterChoice(choice);
    updateEmbed({ footer: { ...footer, icon_url: footerIconForChoice(choice) } });
  };
  return (
    <div className="stack stack--large">
      <ToggleRow
        label={T.buttonToggle}
        hint={T.buttonToggleHint}
        checked={button.enabled}
        onChange={(enabled) => updateEmbed({ button: { ...button, enabled } })}
      />
      {messageFor('embed.button') && <p className="counted-field__error">{messageFor('embed.button')}</p>}
      {button.enabled && (
        <div className="stack stack--large wc-grid">
          <MentionField
            syntax="plain"
            label={T.buttonLabel}
            value={button.label}
            onChange={setLabel}
            max={L.buttonLabel}
            error={messageFor('embed.button.label')}
            {...bind('button', setLabel)}
          />
          <CountedField
            label={T.buttonUrl}
            type="url"
            value={button.url}
            placeholder={T.urlPlaceholder}
            onChange={(url) => updateEmbed({ button: { ...button, url } })}
            error={messageFor('embed.button.url')}
          />
        </div>
      )}
      <MentionField
        syntax="plain"
        label={T.footerText}
        value={footer.text}
        onChange={setFooterText}
        max={L.footerText}
        error={messageFor('embed.footer.text')}
        {...bind('footer', setFooterText)}
      />
      <SelectField
        label={T.footerIcon}
        value={footerChoice}
        options={FOOTER_ICON_CHOICES.map((choice) => ({ value: choice, label: T.footerIconChoices[choice] }))}
        onChange={(value) => chooseFooterIcon(value as FooterIconChoice)}
      />
      {footerChoice === 'custom' && (
        <CountedField
          label={T.footerIconUrl}
          type="url"
          value={footer.icon_url}
          placeholder={T.urlPlaceholder}
          onChange={(icon_url) => updateEmbed({ footer: { ...footer, icon_url } })}
          error={messageFor('embed.footer.icon_url')}
        />
      )}
      <div className="check wc-check">
        <input
          id={timestampId}
          type="checkbox"
          checked={draft.embed.timestamp}
          onChange={(event) => updateEmbed({ timestamp: event.target.checked })}
        />
        <label htmlFor={timestampId}>{T.timestamp}</label>
      </div>
    </div>
  );
}

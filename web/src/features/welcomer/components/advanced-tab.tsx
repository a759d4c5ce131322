// Advanced tab: the action button, footer text and icon choice, and the timestamp checkbox.

import { useId } from 'react';
import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { SelectField } from '#web/components/select-field';
import { UrlField } from '#web/components/url-field';
import { useAtom } from '#web/lib/jotai';
import { footerIconChoiceAtom, useWelcomeDraft } from '../atoms/welcome-editor-atoms';
import { useWelcomeFields } from '../hooks/use-welcome-fields';
import { FOOTER_ICON_CHOICES, type FooterIconChoice, footerIconForChoice } from '../logic/welcome-choices';
import { WELCOME_TEXTS as T } from '../texts';
import { ToggleRow } from './toggle-row';

/** Renders the tab. Choosing a footer icon applies the spec's rules (see `footerIconForChoice`). */
export function AdvancedTab() {
  const { draft, updateEmbed } = useWelcomeDraft();
  const { text, url, toggle, messageFor } = useWelcomeFields();
  const [footerChoice, setFooterChoice] = useAtom(footerIconChoiceAtom);
  const timestampId = useId();
  const { button, footer } = draft.embed;
  const chooseFooterIcon = (choice: FooterIconChoice) => {
    setFooterChoice(choice);
    updateEmbed({ footer: { ...footer, icon_url: footerIconForChoice(choice) } });
  };
  return (
    <div className="stack stack--large">
      <ToggleRow label={T.buttonToggle} hint={T.buttonToggleHint} {...toggle('embed.button.enabled')} />
      {messageFor('embed.button') && <p className="fs-80 danger">{messageFor('embed.button')}</p>}
      {button.enabled && (
        <div className="stack stack--large wc-grid">
          <MentionField
            syntax="plain"
            label={T.buttonLabel}
            max={L.buttonLabel}
            {...text('embed.button.label')}
          />
          <UrlField label={T.buttonUrl} {...url('embed.button.url')} />
        </div>
      )}
      <MentionField syntax="plain" label={T.footerText} max={L.footerText} {...text('embed.footer.text')} />
      <SelectField
        label={T.footerIcon}
        value={footerChoice}
        options={FOOTER_ICON_CHOICES.map((choice) => ({ value: choice, label: T.footerIconChoices[choice] }))}
        onChange={(value) => chooseFooterIcon(value as FooterIconChoice)}
      />
      {footerChoice === 'custom' && <UrlField label={T.footerIconUrl} {...url('embed.footer.icon_url')} />}
      <div className="check gap-60">
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

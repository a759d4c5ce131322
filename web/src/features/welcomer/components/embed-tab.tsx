// Embed tab: title, description, colour, author, thumbnail choice and large image, with Discord's limits.

import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { embedLength } from '#shared/logic/embed-length';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { ColorInput } from '#web/components/color-input';
import { imageAltHint, SideColourNote } from '#web/components/embed-notes';
import { SelectField } from '#web/components/select-field';
import { UrlField } from '#web/components/url-field';
import { formatUsage } from '#web/lib/i18n/format-count';
import { useAtom } from '#web/lib/jotai';
import { thumbnailChoiceAtom, useWelcomeDraft } from '../atoms/welcome-editor-atoms';
import { useWelcomeFields } from '../hooks/use-welcome-fields';
import { THUMBNAIL_CHOICES, type ThumbnailChoice, thumbnailForChoice } from '../logic/welcome-choices';
import { WELCOME_TEXTS as T } from '../texts';

/** Renders the tab. Choosing a thumbnail applies the spec's rules (see `thumbnailForChoice`). */
export function EmbedTab() {
  const { draft, updateEmbed } = useWelcomeDraft();
  const { text, url, messageFor } = useWelcomeFields();
  const [thumbnailChoice, setThumbnailChoice] = useAtom(thumbnailChoiceAtom);
  const { embed } = draft;
  const total = embedLength(embed);
  const chooseThumbnail = (choice: ThumbnailChoice) => {
    setThumbnailChoice(choice);
    updateEmbed({ thumbnail: thumbnailForChoice(choice) });
  };
  return (
    <div className="stack stack--large">
      <p className={total > L.embedTotal ? 'wc-total faint fs-80 danger bold' : 'wc-total faint fs-80'}>
        {T.embedTotal}: {formatUsage(total, L.embedTotal)}
      </p>
      {messageFor('embed') && <p className="fs-80 danger">{messageFor('embed')}</p>}
      <MentionField syntax="title" label={T.embedTitle} max={L.embedTitle} {...text('embed.title')} />
      <MentionField
        label={T.embedDescription}
        max={L.embedDescription}
        multiline
        rows={5}
        {...text('embed.description')}
      />
      <ColorInput value={embed.color} onChange={(color) => updateEmbed({ color })} />
      <SideColourNote color={embed.color} />
      <div className="stack stack--large wc-grid">
        <MentionField syntax="plain" label={T.authorName} max={L.authorName} {...text('embed.author.name')} />
        <UrlField label={T.authorIcon} {...url('embed.author.icon_url')} />
        <UrlField label={T.authorUrl} {...url('embed.author.url')} />
      </div>
      <SelectField
        label={T.thumbnail}
        value={thumbnailChoice}
        options={THUMBNAIL_CHOICES.map((choice) => ({ value: choice, label: T.thumbnailChoices[choice] }))}
        onChange={(value) => chooseThumbnail(value as ThumbnailChoice)}
      />
      {thumbnailChoice === 'custom' && (
        <UrlField
          label={T.thumbnailUrl}
          hint={imageAltHint(embed.thumbnail.url)}
          {...url('embed.thumbnail.url', (link) => updateEmbed({ thumbnail: { type: 'custom', url: link } }))}
        />
      )}
      <UrlField label={T.image} hint={imageAltHint(embed.image.url)} {...url('embed.image.url')} />
    </div>
  );
}

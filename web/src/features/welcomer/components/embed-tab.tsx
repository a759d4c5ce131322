// Embed tab: title, description, colour, author, thumbnail choice and large image, with Discord's limits.

import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { embedLength } from '#shared/logic/embed-length';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { ColorInput } from '#web/components/color-input';
import { CountedField } from '#web/components/counted-field';
import { imageAltHint, SideColourNote } from '#web/components/embed-notes';
import { SelectField } from '#web/components/select-field';
import { formatUsage } from '#web/lib/i18n/format-count';
import { useAtom } from '#web/lib/jotai';
import { thumbnailChoiceAtom, useWelcomeDraft } from '../atoms/welcome-editor-atoms';
import { useWelcomeProblems } from '../hooks/use-welcome-problems';
import { useVariableInsertion } from '../hooks/variable-insertion';
import { THUMBNAIL_CHOICES, type ThumbnailChoice, thumbnailForChoice } from '../logic/welcome-choices';
import { WELCOME_TEXTS as T } from '../texts';

/** Renders the tab. Choosing a thumbnail applies the spec's rules (see `thumbnailForChoice`). */
export function EmbedTab() {
  const { draft, updateEmbed } = useWelcomeDraft();
  const { messageFor } = useWelcomeProblems();
  const { bind } = useVariableInsertion();
  const [thumbnailChoice, setThumbnailChoice] = useAtom(thumbnailChoiceAtom);
  const { embed } = draft;
  const total = embedLength(embed);
  const setTitle = (title: string) => updateEmbed({ title });
  const setDescription = (description: string) => updateEmbed({ description });
  const setAuthorName = (name: string) => updateEmbed({ author: { ...embed.author, name } });
  const chooseThumbnail = (choice: ThumbnailChoice) => {
    setThumbnailChoice(choice);
    updateEmbed({ thumbnail: thumbnailForChoice(choice) });
  };
  return (
    <div className="stack stack--large">
      <p className={total > L.embedTotal ? 'wc-total faint fs-80 danger bold' : 'wc-total faint fs-80'}>
        {T.embedTotal}: {formatUsage(total, L.embedTotal)}
      </p>
      {messageFor('embed') && <p className="counted-field__error">{messageFor('embed')}</p>}
      <MentionField
        syntax="title"
        label={T.embedTitle}
        value={embed.title}
        onChange={setTitle}
        max={L.embedTitle}
        error={messageFor('embed.title')}
        {...bind('title', setTitle)}
      />
      <MentionField
        label={T.embedDescription}
        value={embed.description}
        onChange={setDescription}
        max={L.embedDescription}
        multiline
        rows={5}
        error={messageFor('embed.description')}
        {...bind('description', setDescription)}
      />
      <ColorInput value={embed.color} onChange={(color) => updateEmbed({ color })} />
      <SideColourNote color={embed.color} />
      <div className="stack stack--large wc-grid">
        <MentionField
          syntax="plain"
          label={T.authorName}
          value={embed.author.name}
          onChange={setAuthorName}
          max={L.authorName}
          error={messageFor('embed.author.name')}
          {...bind('author', setAuthorName)}
        />
        <CountedField
          label={T.authorIcon}
          type="url"
          value={embed.author.icon_url}
          placeholder={T.urlPlaceholder}
          onChange={(icon_url) => updateEmbed({ author: { ...embed.author, icon_url } })}
          error={messageFor('embed.author.icon_url')}
        />
        <CountedField
          label={T.authorUrl}
          type="url"
          value={embed.author.url}
          placeholder={T.urlPlaceholder}
          onChange={(url) => updateEmbed({ author: { ...embed.author, url } })}
          error={messageFor('embed.author.url')}
        />
      </div>
      <SelectField
        label={T.thumbnail}
        value={thumbnailChoice}
        options={THUMBNAIL_CHOICES.map((choice) => ({ value: choice, label: T.thumbnailChoices[choice] }))}
        onChange={(value) => chooseThumbnail(value as ThumbnailChoice)}
      />
      {thumbnailChoice === 'custom' && (
        <CountedField
          label={T.thumbnailUrl}
          type="url"
          value={embed.thumbnail.url}
          placeholder={T.urlPlaceholder}
          onChange={(url) => updateEmbed({ thumbnail: { type: 'custom', url } })}
          hint={imageAltHint(embed.thumbnail.url)}
          error={messageFor('embed.thumbnail.url')}
        />
      )}
      <CountedField
        label={T.image}
        type="url"
        value={embed.image.url}
        placeholder={T.urlPlaceholder}
        onChange={(url) => updateEmbed({ image: { url } })}
        hint={imageAltHint(embed.image.url)}
        error={messageFor('embed.image.url')}
      />
    </div>
  );
}

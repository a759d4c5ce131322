// Embed editor: the author line, the footer and the link button, each one text with its links.
import { DISCORD_LIMITS as L } from '#shared/constants/limits';
import { MentionField } from '#web/components/autocomplete/mention-field';
import { UrlField } from '#web/components/url-field';
import { EMBED_HINTS, EMBED_LABELS as T } from '../texts';
import { bindText, type EmbedSectionProps, type EmbedTextPath } from './editor-types';
import { EmbedSection } from './embed-section';

/** An input of a part: its label and the path of the embed text it edits. */
interface PartInput {
  label: string;
  path: EmbedTextPath;
}

interface PartSectionProps extends EmbedSectionProps {
  title: string;
  /** The part's text (name, footer text, button label), counted against `max`. */
  text: PartInput & { max: number; multiline?: boolean };
  /** Its link inputs; two sit side by side when wide. */
  links: readonly PartInput[];
  /** The note under the text when the part will be left out as it stands. */
  note: string | undefined;
  /** Lays the text and its one link side by side when wide. */
  row?: boolean;
}

/** A section of one text input and its URL inputs. */
function PartSection({ title, text, links, note, row, ...props }: PartSectionProps) {
  const urls = links.map((link) => (
    <UrlField key={link.path} label={link.label} {...bindText(props, link.path)} />
  ));
  return (
    <EmbedSection title={title} row={row}>
      <MentionField
        syntax="plain"
        label={text.label}
        max={text.max}
        multiline={text.multiline}
        rows={text.multiline ? 2 : undefined}
        hint={note}
        {...bindText(props, text.path)}
      />
      {urls.length > 1 ? <div className="tool-columns grid gap-4">{urls}</div> : urls}
    </EmbedSection>
  );
}

/** The author's name, icon URL and link URL; notes when the name is missing. */
export function EmbedAuthorSection(props: EmbedSectionProps) {
  const { author } = props.embed;
  const needsName = !author.name.trim() && Boolean(author.icon_url.trim() || author.url.trim());
  return (
    <PartSection
      {...props}
      title={T.author}
      text={{ label: T.authorName, path: 'author.name', max: L.authorName }}
      links={[
        { label: T.authorIcon, path: 'author.icon_url' },
        { label: T.authorUrl, path: 'author.url' },
      ]}
      note={needsName ? EMBED_HINTS.authorNeedsName : undefined}
    />
  );
}

/** The footer's text and icon URL; notes when an icon has no text to go with. */
export function EmbedFooterSection(props: EmbedSectionProps) {
  const { footer } = props.embed;
  const needsText = !footer.text.trim() && Boolean(footer.icon_url.trim());
  return (
    <PartSection
      {...props}
      title={T.footer}
      text={{ label: T.footerText, path: 'footer.text', max: L.footerText, multiline: true }}
      links={[{ label: T.footerIconUrl, path: 'footer.icon_url' }]}
      note={needsText ? EMBED_HINTS.footerNeedsText : undefined}
    />
  );
}

/** The link button's label and URL; notes when only one of them is filled in. */
export function EmbedButtonSection(props: EmbedSectionProps) {
  const { button } = props.embed;
  const half = Boolean(button.label.trim()) !== Boolean(button.url.trim());
  return (
    <PartSection
      {...props}
      title={T.linkButton}
      text={{ label: T.buttonLabel, path: 'button.label', max: L.buttonLabel }}
      links={[{ label: T.buttonUrl, path: 'button.url' }]}
      note={half ? EMBED_HINTS.buttonNeedsBoth : undefined}
      row
    />
  );
}

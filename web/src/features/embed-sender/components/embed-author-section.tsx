// Embed editor: the author line (name, icon and link).
import { DISCORD_LIMITS as L } from '../../../../../shared/constants/limits';
import { CountedField } from '../../../components/counted-field';
import { EMBED_HINTS } from '../texts';
import type { EmbedSectionProps } from './editor-types';

/** The author's name, icon URL and link URL; warns when the name is missing. */
export function EmbedAuthorSection({ embed, onChange, problemAt }: EmbedSectionProps) {
  const { author } = embed;
  const needsName = !author.name.trim() && Boolean(author.icon_url.trim() || author.url.trim());
  return (
    <details className="embed-section" open>
      <summary className="embed-section__summary">Author</summary>
      <div className="embed-section__body">
        <CountedField
          label="Author name"
          value={author.name}
          max={L.authorName}
          error={problemAt('author.name')}
          hint={needsName ? EMBED_HINTS.authorNeedsName : undefined}
          onChange={(name) =>
            onChange((e) => {
              e.author.name = name;
            })
          }
        />
        <div className="embed-section__row">
          <CountedField
            label="Author icon URL"
            type="url"
            value={author.icon_url}
            placeholder="https://"
            error={problemAt('author.icon_url')}
            onChange={(url) =>
              onChange((e) => {
                e.author.icon_url = url;
              })
            }
          />
          <CountedField
            label="Author URL"
            type="url"
            value={author.url}
            placeholder="https://"
            error={problemAt('author.url')}
            onChange={(url) =>
              onChange((e) => {
                e.author.url = url;
              })
            }
          />
        </div>
      </div>
    </details>
  );
}

// Props shared by the embed editor's sections, and the binding of an input to one text of the embed.
import type { EmbedPartDraft } from '#web/lib/embed/embed-draft';

/** Applies a change to a copy of the embed part of the draft. */
export type EmbedRecipe = (embed: EmbedPartDraft) => void;

/** What every section receives: the embed, a way to change it and its problems by path. */
export interface EmbedSectionProps {
  embed: EmbedPartDraft;
  onChange: (recipe: EmbedRecipe) => void;
  /** The problem message of an input, by its path (e.g. 'author.url'), or undefined. */
  problemAt: (path: string) => string | undefined;
}

/** The texts of the embed an input can edit, by the same paths the problems use. */
export type EmbedTextPath =
  | 'title'
  | 'description'
  | 'author.name'
  | 'author.icon_url'
  | 'author.url'
  | 'thumbnail.url'
  | 'image.url'
  | 'footer.text'
  | 'footer.icon_url'
  | 'button.label'
  | 'button.url';

type Texts = Record<string, string | Record<string, string>>;

/** The value, problem and change handler of the input editing `path`, to spread onto a CountedField. */
export function bindText({ embed, onChange, problemAt }: EmbedSectionProps, path: EmbedTextPath) {
  const [part, key] = path.split('.') as [string, string | undefined];
  const read = (source: Texts) =>
    (key ? (source[part] as Record<string, string>)[key] : source[part]) as string;
  return {
    value: read(embed as unknown as Texts),
    error: problemAt(path),
    onChange: (value: string) =>
      onChange((draft) => {
        const target = draft as unknown as Texts;
        if (key) (target[part] as Record<string, string>)[key] = value;
        else target[part] = value;
      }),
  };
}

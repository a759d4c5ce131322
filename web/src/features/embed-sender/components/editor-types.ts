// Props shared by the embed editor's sections.
import type { EmbedPartDraft } from '../../../../../shared/logic/embed-draft';

/** Applies a change to a copy of the embed part of the draft. */
export type EmbedRecipe = (embed: EmbedPartDraft) => void;

/** What every section receives: the embed, a way to change it and its problems by path. */
export interface EmbedSectionProps {
  embed: EmbedPartDraft;
  onChange: (recipe: EmbedRecipe) => void;
  /** The problem message of an input, by its path (e.g. 'author.url'), or undefined. */
  problemAt: (path: string) => string | undefined;
}

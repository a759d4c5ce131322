// Discord's text limits as readable problems, for editors whose drafts are not checked by a schema.
import { lengthSentence } from './problem-sentence';

/** Something that stops a draft from being sent; `path` names the input it belongs to. */
export interface DraftProblem {
  path: string;
  message: string;
}

/** 'Title is too long: 300/256 characters' (in the active locale) when `text` is longer than `max`, else null. */
export function lengthProblem(path: string, label: string, text: string, max: number): DraftProblem | null {
  return text.length > max ? { path, message: lengthSentence(label, text.length, max) } : null;
}

/** The non-null problems of a list. */
export function problems(...list: Array<DraftProblem | null>): DraftProblem[] {
  return list.filter((item): item is DraftProblem => item !== null);
}

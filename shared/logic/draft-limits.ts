// Discord's limits as readable problems: text length, field count and link URLs, for every editor.
import { DISCORD_LIMITS } from '../constants/limits';
import { isHttpUrl } from '../schemas/ids';

/** Something that stops a draft from being sent; `path` names the input it belongs to. */
export interface DraftProblem {
  path: string;
  message: string;
}

/** 'Title is too long: 300/256 characters' when `text` is longer than `max`, else null. */
export function lengthProblem(path: string, label: string, text: string, max: number): DraftProblem | null {
  return text.length > max
    ? { path, message: `${label} is too long: ${text.length}/${max} characters` }
    : null;
}

/**
 * A problem for a link URL that is filled in but not a valid http(s) URL, or longer than
 * Discord's 512 characters. A blank URL is no problem (the part is simply left out).
 */
export function urlProblem(path: string, label: string, url: string): DraftProblem | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  if (trimmed.length > DISCORD_LIMITS.linkUrl) {
    return { path, message: `${label} is too long: ${trimmed.length}/${DISCORD_LIMITS.linkUrl} characters` };
  }
  return isHttpUrl(trimmed) ? null : { path, message: `${label} must be a valid http(s) URL` };
}

/** The non-null problems of a list. */
export function problems(...list: Array<DraftProblem | null>): DraftProblem[] {
  return list.filter((item): item is DraftProblem => item !== null);
}

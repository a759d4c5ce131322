// The binding of a welcome editor input to one text or switch of the draft: value, change, save problem and variable insertion.
import type { WelcomeConfig } from '#shared/schemas/welcomer';
import { useWelcomeDraft } from '../atoms/welcome-editor-atoms';
import { useWelcomeProblems } from './use-welcome-problems';
import { useVariableInsertion } from './variable-insertion';

/** The draft's texts an input can edit, by the paths its save problems use. */
export type WelcomeTextPath =
  | 'message'
  | 'embed.title'
  | 'embed.description'
  | 'embed.author.name'
  | 'embed.author.icon_url'
  | 'embed.author.url'
  | 'embed.thumbnail.url'
  | 'embed.image.url'
  | 'embed.button.label'
  | 'embed.button.url'
  | 'embed.footer.text'
  | 'embed.footer.icon_url';

/** The draft's switches a toggle can flip, by their paths. */
export type WelcomeSwitchPath = 'enabled' | 'embed.enabled' | 'embed.button.enabled';

/** What a field spreads onto its input: the text, its change handler and the problem of its path. */
interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

type Node = Record<string, unknown>;

/**
 * `url(path)` binds a link input to the text at `path` (e.g. 'embed.author.url'): its value, a
 * change handler writing it into the draft (or `onChange` instead) and the save problem at `path`;
 * `text(path)` also makes the input a target of variable insertion ({user}, ...); `toggle(path)`
 * binds a switch to the on/off value at `path` (e.g. 'embed.enabled') and its change handler.
 */
export function useWelcomeFields() {
  const { draft, update, updateEmbed } = useWelcomeDraft();
  const { messageFor } = useWelcomeProblems();
  const { bind } = useVariableInsertion();
  const write = (path: WelcomeTextPath | WelcomeSwitchPath, value: string | boolean) => {
    const [top, part, key] = path.split('.') as [string, keyof WelcomeConfig['embed'] | undefined, string?];
    if (!part) update({ [top]: value });
    else if (!key) updateEmbed({ [part]: value });
    else updateEmbed({ [part]: { ...(draft.embed[part] as Node), [key]: value } });
  };
  const read = (path: WelcomeTextPath | WelcomeSwitchPath) =>
    path.split('.').reduce<unknown>((node, key) => (node as Node)[key], draft);
  const url = (path: WelcomeTextPath, onChange = (value: string) => write(path, value)): FieldBinding => ({
    value: read(path) as string,
    onChange,
    error: messageFor(path),
  });
  const text = (path: WelcomeTextPath) => {
    const binding = url(path);
    return { ...binding, ...bind(path, binding.onChange) };
  };
  const toggle = (path: WelcomeSwitchPath) => ({
    checked: read(path) as boolean,
    onChange: (on: boolean) => write(path, on),
  });
  return { text, url, toggle, messageFor };
}

// One command: a copy button with its name, what it does, and how to use it.

import { DEFAULT_PREFIX } from '#shared/constants/limits';
import type { BotCommand } from '#shared/schemas/catalog';
import { COMMANDS_TEXTS } from '../texts';

/** `text` as typed in Discord: with the bot's default prefix. */
export function withPrefix(text: string): string {
  return `${DEFAULT_PREFIX}${text}`;
}

/**
 * A command row or card; clicking the name copies it with the default prefix and shows 'Copied'.
 * The button's accessible name is its visible text ('.ban Copy', then '.ban Copied').
 */
export function CommandItem({
  command,
  copied,
  onCopy,
}: {
  command: BotCommand;
  copied: boolean;
  onCopy: () => void;
}) {
  const typed = withPrefix(command.name);
  return (
    <li className="well command-item">
      <button type="button" className="command-item__copy" title={COMMANDS_TEXTS.copyHint} onClick={onCopy}>
        <code>{typed}</code>{' '}
        <span className={copied ? 'command-item__status command-item__status--done' : 'command-item__status'}>
          {copied ? COMMANDS_TEXTS.copied : COMMANDS_TEXTS.copyAction}
        </span>
      </button>
      <p className="command-item__description">{command.description}</p>
      <p className="command-item__usage">
        <span>{COMMANDS_TEXTS.usage}</span> <code>{withPrefix(command.usage)}</code>
      </p>
    </li>
  );
}

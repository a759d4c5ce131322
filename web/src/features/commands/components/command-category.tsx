// One collapsible command category: count, popularity and star in the header; the commands when open.
import type { CommandCategory } from '#shared/schemas/catalog';
import { CollapsibleCard } from '#web/components/site/collapsible-card';
import type { CommandView } from '../hooks/use-command-filters';
import { isStarCategory } from '../logic/command-search';
import { COMMANDS_TEXTS } from '../texts';
import { CommandItem } from './command-item';

/** A category card; its list scrolls past 500 px and is hidden while closed. */
export function CommandCategorySection({
  category,
  view,
  copiedName,
  onCopy,
  ...disclosure
}: {
  category: CommandCategory;
  open: boolean;
  view: CommandView;
  copiedName: string | null;
  onToggle: () => void;
  onCopy: (name: string) => void;
}) {
  const popularity = (
    <p className="command-category__popularity">
      {isStarCategory(category) && (
        <span className="command-category__star" role="img" aria-label={COMMANDS_TEXTS.popular}>
          ★
        </span>
      )}
      <span className="visually-hidden">{COMMANDS_TEXTS.popularity}</span>
      <meter min={0} max={100} value={category.popularity} aria-hidden="true" />
      <span>{category.popularity}%</span>
    </p>
  );
  return (
    <CollapsibleCard
      idPrefix="commands"
      category={category}
      badge={COMMANDS_TEXTS.commandCount(category.commands.length)}
      aside={popularity}
      {...disclosure}
    >
      <ul className={`command-list command-list--${view}`}>
        {category.commands.map((command) => (
          <CommandItem
            key={command.name}
            command={command}
            copied={copiedName === command.name}
            onCopy={() => onCopy(command.name)}
          />
        ))}
      </ul>
    </CollapsibleCard>
  );
}

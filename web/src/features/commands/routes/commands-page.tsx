// /commands, the Command Center: search, filter, sort and copy every command of the eight categories.
import { Suspense, useMemo } from 'react';
import { COMMAND_CATEGORIES } from '#shared/catalog/command-catalog';
import { countCommands } from '#shared/catalog/count-commands';
import { EmptyState } from '#web/components/site/empty-state';
import { PageHeader } from '#web/components/site/page-header';
import { StatTiles } from '#web/components/site/stat-tiles';
import { formatNumber } from '#web/lib/i18n/i18n';
import { SITE_CLAIMS } from '#web/lib/site/site';
import { useClipboard } from '#web/lib/use-clipboard';
import { CommandCategorySection } from '../components/command-category';
import { withPrefix } from '../components/command-item';
import { CommandToolbar } from '../components/command-toolbar';
import { GetStarted } from '../components/get-started';
import { useCommandFilters } from '../hooks/use-command-filters';
import { localizedCommandCategories } from '../localized-catalog';
import { commandsHandle } from '../meta';
import { COMMANDS_TEXTS } from '../texts';
import '../commands.css';

export const handle = commandsHandle;

export default function CommandsPage() {
  const categories = useMemo(() => localizedCommandCategories(COMMAND_CATEGORIES), []);
  const filters = useCommandFilters(categories);
  const { copiedKey, copy } = useClipboard();
  const stats = [
    { value: formatNumber(countCommands(categories)), label: COMMANDS_TEXTS.stats.commands },
    { value: formatNumber(categories.length), label: COMMANDS_TEXTS.stats.categories },
    { value: SITE_CLAIMS.commandServers, label: COMMANDS_TEXTS.stats.servers },
    { value: SITE_CLAIMS.commandUsers, label: COMMANDS_TEXTS.stats.users },
  ];
  return (
    <main className="commands">
      <PageHeader eyebrow={COMMANDS_TEXTS.eyebrow} title={COMMANDS_TEXTS.title} lead={COMMANDS_TEXTS.lead}>
        <StatTiles tiles={stats} label={COMMANDS_TEXTS.statsLabel} />
      </PageHeader>
      <div className="site-container commands__body">
        <CommandToolbar filters={filters} categories={categories} />
        <p className="commands__count" aria-live="polite">
          {COMMANDS_TEXTS.resultCount(countCommands(filters.shown))}
        </p>
        {filters.shown.length === 0 ? (
          <EmptyState title={COMMANDS_TEXTS.noResults} hint={COMMANDS_TEXTS.noResultsHint} />
        ) : (
          filters.shown.map((category) => (
            // one Suspense boundary per category: React hydrates them one at a time, yielding in between
            <Suspense key={category.id}>
              <CommandCategorySection
                category={category}
                open={filters.open.has(category.id)}
                view={filters.view}
                copiedName={copiedKey}
                onToggle={() => filters.toggle(category.id)}
                onCopy={(name) => void copy(withPrefix(name), name)}
              />
            </Suspense>
          ))
        )}
      </div>
      <GetStarted />
    </main>
  );
}

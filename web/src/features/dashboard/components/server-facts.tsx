// What the overview's two server panels (configuration, information) share: their props and their list of facts.
import type { ServerDetail } from '#shared/schemas/server';
import { type Fact, FactList } from '#web/components/fact-list';

/** Props of a server panel: the server and its creation date (null when unknown). */
export interface ServerPanelProps {
  server: ServerDetail;
  created: Date | null;
}

/** `facts` as the server panels list them: a stack of rows, each a small uppercase term above its value. */
export function ServerFacts({ facts }: { facts: readonly Fact[] }) {
  return (
    <FactList
      className="stack dash-facts"
      itemClassName="grid gap-20"
      termClassName="muted fs-80 uppercase"
      facts={facts}
    />
  );
}

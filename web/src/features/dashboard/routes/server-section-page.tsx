// /dashboard/{serverId}/{section}: analytics, commands, and any other path, inside the server layout (logs has its own page, features/history).
import { useParams } from 'react-router-dom';
import {
  AnalyticsContent,
  CommandsContent,
  type SectionName,
  UnknownSectionContent,
} from '../components/section-content';
import { ServerHeading } from '../components/server-heading';
import { ServerPageFrame } from '../components/server-page-frame';
import { SECTION_TEXTS } from '../texts';

function isSection(name: string): name is SectionName {
  return Object.hasOwn(SECTION_TEXTS, name);
}

/** A server section page; never the 404 page, whatever the path below the server. */
export default function ServerSectionPage() {
  const section = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const known = isSection(section);
  const title = known ? SECTION_TEXTS[section][0] : undefined;
  return (
    <ServerPageFrame>
      {(server, load) => (
        <>
          <ServerHeading server={server} load={load} title={title} />
          {section === 'analytics' && <AnalyticsContent server={server} />}
          {section === 'commands' && <CommandsContent server={server} />}
          {!known && <UnknownSectionContent server={server} section={section} />}
        </>
      )}
    </ServerPageFrame>
  );
}

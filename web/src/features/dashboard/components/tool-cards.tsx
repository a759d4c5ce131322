// The server's tool cards, each with a Configure button to its page.
import { Link } from 'react-router-dom';
import { paths } from '#shared/site-routes';
import { Panel } from '#web/components/panel';
import { SERVER_TEXTS, TOOL_TEXTS, type ToolSlug } from '../texts';

/** Auto Responder, Embed Generator, Reaction Role, Role Setup and Welcomer. */
export function ToolCards({ serverId }: { serverId: string }) {
  return (
    <section aria-labelledby="dash-tools-title">
      <h2 id="dash-tools-title" className="fs-120 mb-3">
        {SERVER_TEXTS.toolsTitle}
      </h2>
      <ul className="stack stack--large dash-tools">
        {(Object.keys(TOOL_TEXTS) as ToolSlug[]).map((tool) => {
          const { name, description, icon } = TOOL_TEXTS[tool];
          return (
            <Panel as="li" key={tool} variant="compact" className="dash-tool">
              <span className="dash-tool__icon fs-120" aria-hidden="true">
                {icon}
              </span>
              <h3>{name}</h3>
              <p className="muted fs-90">{description}</p>
              <Link
                className="button"
                to={paths.serverTool(serverId, tool)}
                aria-label={SERVER_TEXTS.configureTool(name)}
              >
                {SERVER_TEXTS.configure}
              </Link>
            </Panel>
          );
        })}
      </ul>
    </section>
  );
}

// The main content the Worker writes into a signed-in dashboard shell from its edge reads: the server list, a server's heading, a tool's first content.
import { apiRoutes } from '#shared/api-routes';
import { DASHBOARD_SHELL_SAMPLE_ID } from '#shared/logic/dashboard-shells';
import type { EdgeReads } from '#shared/logic/edge-reads';
import { type ServerCardTexts, serverCardHtml, serverIconHtml } from '#shared/logic/shell-content';
import { type AdminGuild, serversResponseSchema } from '#shared/schemas/auth';
import { snowflakeSchema } from '#shared/schemas/ids';
import { serverDetailSchema } from '#shared/schemas/server';
import { paths } from '#shared/site-routes';

/** What a shell shows once filled: the servers of the list, or the server a page is about. */
type ShellData =
  | { kind: 'servers'; userId: string; guilds: ReturnType<typeof serversResponseSchema.parse>['adminGuilds'] }
  | { kind: 'server'; id: string; name: string; icon: string | null | undefined }
  | { kind: 'tool'; id: string; listed: AdminGuild | null };

/** The attributes the build marks the shell with (web/src/app/layouts/shell/dashboard-skeleton.tsx); none stays in the page. */
const MARK = {
  shell: 'data-edge-shell',
  placeholder: 'data-edge-placeholder',
  content: 'data-edge-content',
  slot: 'data-edge-slot',
  texts: 'data-edge-texts',
  fallback: 'data-edge-fallback',
} as const;

/** The characters React writes as entities in an attribute value, by entity. */
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#x27': "'",
  '#39': "'",
};

/**
 * The text of an attribute value as the build wrote it: HTMLRewriter hands values over raw, with
 * React's entities (`&quot;` and the like) still in them.
 */
function attributeText(raw: string | null): string {
  return (raw ?? '').replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
}

/** The body of a successful read of `path`, or undefined. */
function bodyOf(reads: EdgeReads, path: string): unknown {
  const read = reads[path];
  return read?.status === 200 ? read.body : undefined;
}

/**
 * The data a shell at `pathname` shows, from `reads`: the list's servers (`/dashboard`, at least
 * one), the server of an overview (`/dashboard/{id}`) or a tool's server id and the server as the
 * server list read names it (the role page's header; null when unlisted or not read: the rest of
 * a tool's content comes from the build); null for any other page, or when the
 * session check or the page's read did not succeed or does not have the expected shape (the shell
 * then stays as the build made it, and the app shows what the reads say).
 */
function shellDataOf(pathname: string, reads: EdgeReads): ShellData | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  if (parts[0] !== 'dashboard' || parts.length > 3 || bodyOf(reads, apiRoutes.authMe()) === undefined)
    return null;
  const [, serverId, tool] = parts;
  if (serverId === undefined) {
    const list = serversResponseSchema.safeParse(bodyOf(reads, apiRoutes.authServers()));
    if (!list.success || list.data.adminGuilds.length === 0) return null;
    return { kind: 'servers', userId: list.data.user.id, guilds: list.data.adminGuilds };
  }
  if (!snowflakeSchema.safeParse(serverId).success) return null;
  if (tool !== undefined) return { kind: 'tool', id: serverId, listed: listedServer(reads, serverId) };
  const server = serverDetailSchema.safeParse(bodyOf(reads, apiRoutes.server(serverId)));
  if (!server.success) return null;
  return { kind: 'server', id: server.data.id, name: server.data.name, icon: server.data.icon };
}

/** The server `id` in the server list read for the page, or null when it is not there or was not read. */
function listedServer(reads: EdgeReads, id: string): AdminGuild | null {
  const list = serversResponseSchema.safeParse(bodyOf(reads, apiRoutes.authServers()));
  return (list.success && list.data.adminGuilds.find((guild) => guild.id === id)) || null;
}

/** The card texts the build put on the list's slot, or null when they are missing or malformed. */
function cardTextsOf(value: string | null): ServerCardTexts | null {
  try {
    const texts: unknown = JSON.parse(attributeText(value));
    const keys = ['owner', 'admin', 'premium', 'manage', 'manageServer', 'server'] as const;
    if (!texts || typeof texts !== 'object') return null;
    const record = texts as Record<string, unknown>;
    return keys.every((key) => typeof record[key] === 'string')
      ? (record as unknown as ServerCardTexts)
      : null;
  } catch {
    return null;
  }
}

/**
 * Adds to `rewriter` the filling of a dashboard shell at `pathname` once `reads` settle: the
 * build's placeholder bars give way to the page's own first content (the list's heading, search
 * field and server cards; an overview's icon, server name and Refresh; a tool's heading, intro and
 * its save or send bar, its back link to this server, the role page's server icon and name), marked up as the app
 * renders it, every upstream value inserted as escaped text, no token or error detail; its controls
 * are disabled or aria-disabled until the app takes over, and a tool's content below its heading
 * (form, bars, header actions) is `inert`. Without that data (another page, a
 * failed, missing or malformed read) the shell is left as the build made it, only its marks
 * removed. Only the shell element waits for the reads, so the head streams at once.
 */
export function fillShellContent(
  rewriter: HTMLRewriter,
  pathname: string,
  reads: Promise<EdgeReads>,
): HTMLRewriter {
  let data: ShellData | null = null;
  return rewriter
    .on(`[${MARK.shell}]`, {
      async element(shell) {
        const hasContent = shell.getAttribute(MARK.shell) === 'content';
        shell.removeAttribute(MARK.shell);
        data = hasContent ? shellDataOf(pathname, await reads) : null;
        if (!data) return;
        // the page's content is real and reachable: only the header and sidebar stay a picture
        shell.removeAttribute('aria-hidden');
        shell.removeAttribute('inert');
      },
    })
    .on(`[${MARK.placeholder}]`, {
      element(placeholder) {
        if (data) placeholder.remove();
        else placeholder.removeAttribute(MARK.placeholder);
      },
    })
    .on(`template[${MARK.content}]`, {
      element(template) {
        if (data) template.removeAndKeepContent();
        else template.remove();
      },
    })
    .on(`template[${MARK.content}] a[href]`, {
      element(link) {
        // the build's links point at the sample server; a tool's back link goes to this one
        const href = link.getAttribute('href') ?? '';
        if (data?.kind === 'tool' && href.startsWith(paths.server(DASHBOARD_SHELL_SAMPLE_ID)))
          link.setAttribute('href', href.replace(DASHBOARD_SHELL_SAMPLE_ID, data.id));
      },
    })
    .on(
      `template[${MARK.content}] .tool-page > :not(header), template[${MARK.content}] .tool-page__actions`,
      {
        element(part) {
          // a tool's form, bars and header actions are a picture until the app takes over: no focus, no input to lose
          if (data?.kind === 'tool') part.setAttribute('inert', '');
        },
      },
    )
    .on(`template[${MARK.content}] h1`, {
      element(heading) {
        if (data?.kind === 'server') heading.setInnerContent(data.name);
      },
    })
    .on(`[${MARK.slot}="server-icon"]`, {
      element(slot) {
        const fallback = attributeText(slot.getAttribute(MARK.fallback));
        if (data?.kind === 'server')
          slot.replace(serverIconHtml(data.id, data.icon, data.name, fallback), { html: true });
        // a tool names the server as the server list has it (the role page), its initials when unlisted
        if (data?.kind === 'tool')
          slot.replace(serverIconHtml(data.id, data.listed?.icon, data.listed?.name ?? '', fallback), {
            html: true,
          });
      },
    })
    .on(`[${MARK.slot}="server-name"]`, {
      element(slot) {
        // as the role page writes it: the listed name, else the id
        if (data?.kind === 'tool') slot.replace(data.listed?.name ?? data.id);
      },
    })
    .on(`[${MARK.slot}="servers"]`, {
      element(slot) {
        const texts = cardTextsOf(slot.getAttribute(MARK.texts));
        slot.removeAttribute(MARK.slot);
        slot.removeAttribute(MARK.texts);
        if (data?.kind !== 'servers' || !texts) return;
        const { guilds, userId } = data;
        slot.setInnerContent(guilds.map((guild) => serverCardHtml(guild, userId, texts)).join(''), {
          html: true,
        });
      },
    });
}

// User-facing texts of the server list, server overview, server sections and profile (spec sections 2, 4, 8), read from the `dashboard` catalogue.
import type { ServerTool } from '#shared/site-routes';
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';

export const LIST_TEXTS = localized(
  () =>
    ({
      ...textsOf('dashboard.list'),
      manageServer: (name: string) => t('dashboard.list.manageServer', { name }),
    }) as const,
);

export const LOAD_TEXTS = localized(
  () =>
    ({
      ...textsOf('dashboard.load'),
      retrying: (attempt: number, attempts: number) => t('dashboard.load.retrying', { attempt, attempts }),
    }) as const,
);

export const SERVER_TEXTS = localized(
  () =>
    ({
      ...textsOf('dashboard.server'),
      statsLabel: t('dashboard.server.stats'),
      stats: textsOf('dashboard.server.stats'),
      boosts: (count: number) => t('dashboard.server.boosts', { count }),
      level: (level: number) => t('dashboard.server.level', { level }),
      configureTool: (name: string) => t('dashboard.server.configureTool', { name }),
      days: (days: number) => t('dashboard.server.days', { days }),
    }) as const,
);

export const PREFIX_TEXTS = localized(
  () =>
    ({
      ...textsOf('dashboard.prefix'),
      tooLong: (max: number) => t('dashboard.prefix.tooLong', { max }),
      failed: (status: number) => t('dashboard.prefix.failed', { status }),
    }) as const,
);

/** The server tools' pages (slugs under /dashboard/{id}/). */
export type ToolSlug = Exclude<ServerTool, 'analytics' | 'logs' | 'commands'>;

/** Name, one-line description and icon of each server tool, in the order the spec lists them. */
export const TOOL_TEXTS: Readonly<Record<ToolSlug, { name: string; description: string; icon: string }>> =
  localized(() => ({
    'auto-responder': {
      name: t('dashboard.tool.autoResponder.name'),
      description: t('dashboard.tool.autoResponder.description'),
      icon: '↺',
    },
    'embed-generator': {
      name: t('dashboard.tool.embedGenerator.name'),
      description: t('dashboard.tool.embedGenerator.description'),
      icon: '▤',
    },
    'reaction-role': {
      name: t('dashboard.tool.reactionRole.name'),
      description: t('dashboard.tool.reactionRole.description'),
      icon: '◉',
    },
    'role-config': {
      name: t('dashboard.tool.roleConfig.name'),
      description: t('dashboard.tool.roleConfig.description'),
      icon: '⚑',
    },
    'welcome-config': {
      name: t('dashboard.tool.welcomeConfig.name'),
      description: t('dashboard.tool.welcomeConfig.description'),
      icon: '✉',
    },
  }));

/** Names and descriptions of the server sections that are not tools. */
export const SECTION_TEXTS = localized(
  () =>
    ({
      analytics: [t('dashboard.section.analytics.name'), t('dashboard.section.analytics.description')],
      logs: [t('dashboard.section.logs.name'), t('dashboard.section.logs.description')],
      commands: [t('dashboard.section.commands.name'), t('dashboard.section.commands.description')],
    }) as const,
);

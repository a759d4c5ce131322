// User-facing texts of the server list, server overview, server sections and profile (spec sections 2, 4, 8), read from the `dashboard` catalogue.
import type { ServerTool } from '#shared/site-routes';
import { localized, t } from '#web/lib/i18n/i18n';

export const LIST_TEXTS = localized(
  () =>
    ({
      title: t('dashboard.list.title'),
      intro: t('dashboard.list.intro'),
      loading: t('dashboard.list.loading'),
      search: t('dashboard.list.search'),
      noMatch: t('dashboard.list.noMatch'),
      manage: t('dashboard.list.manage'),
      manageServer: (name: string) => t('dashboard.list.manageServer', { name }),
      owner: t('dashboard.list.owner'),
      admin: t('dashboard.list.admin'),
      premium: t('dashboard.list.premium'),
      emptyTitle: t('dashboard.list.emptyTitle'),
      emptyText: t('dashboard.list.emptyText'),
      invite: t('dashboard.list.invite'),
    }) as const,
);

export const LOAD_TEXTS = localized(
  () =>
    ({
      connectionIssue: t('dashboard.load.connectionIssue'),
      retry: t('dashboard.load.retry'),
      retrying: (attempt: number, attempts: number) => t('dashboard.load.retrying', { attempt, attempts }),
      stale: t('dashboard.load.stale'),
    }) as const,
);

export const SERVER_TEXTS = localized(
  () =>
    ({
      loading: t('dashboard.server.loading'),
      refresh: t('dashboard.server.refresh'),
      refreshing: t('dashboard.server.refreshing'),
      statsLabel: t('dashboard.server.stats'),
      stats: {
        members: t('dashboard.server.stats.members'),
        channels: t('dashboard.server.stats.channels'),
        roles: t('dashboard.server.stats.roles'),
        boostLevel: t('dashboard.server.stats.boostLevel'),
      },
      boosts: (count: number) => t('dashboard.server.boosts', { count }),
      level: (level: number) => t('dashboard.server.level', { level }),
      configTitle: t('dashboard.server.configTitle'),
      prefix: t('dashboard.server.prefix'),
      guildId: t('dashboard.server.guildId'),
      ownerId: t('dashboard.server.ownerId'),
      created: t('dashboard.server.created'),
      unknown: t('dashboard.server.unknown'),
      notAvailable: t('dashboard.server.notAvailable'),
      toolsTitle: t('dashboard.server.toolsTitle'),
      configure: t('dashboard.server.configure'),
      configureTool: (name: string) => t('dashboard.server.configureTool', { name }),
      infoTitle: t('dashboard.server.infoTitle'),
      age: t('dashboard.server.age'),
      days: (days: number) => t('dashboard.server.days', { days }),
      premiumStatus: t('dashboard.server.premiumStatus'),
      premiumActive: t('dashboard.server.premiumActive'),
      premiumStandard: t('dashboard.server.premiumStandard'),
      botPermissions: t('dashboard.server.botPermissions'),
      administrator: t('dashboard.server.administrator'),
      upgrade: t('dashboard.server.upgrade'),
      viewPlans: t('dashboard.server.viewPlans'),
      quickLinks: t('dashboard.server.quickLinks'),
      backToServers: t('dashboard.server.backToServers'),
    }) as const,
);

export const PREFIX_TEXTS = localized(
  () =>
    ({
      label: t('dashboard.prefix.label'),
      edit: t('dashboard.prefix.edit'),
      save: t('dashboard.prefix.save'),
      saving: t('dashboard.prefix.saving'),
      cancel: t('dashboard.prefix.cancel'),
      updated: t('dashboard.prefix.updated'),
      tooLong: (max: number) => t('dashboard.prefix.tooLong', { max }),
      failed: (status: number) => t('dashboard.prefix.failed', { status }),
      hint: t('dashboard.prefix.hint'),
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

// Texts of the server section pages (analytics, commands) and their honest 'coming soon' states, read from the `dashboard` catalogue.
import { localized, t } from '#web/lib/i18n/i18n';

export const SECTION_PAGE_TEXTS = localized(
  () =>
    ({
      comingSoon: t('dashboard.sectionPage.comingSoon'),
      snapshotTitle: t('dashboard.sectionPage.snapshotTitle'),
      snapshotIntro: t('dashboard.sectionPage.snapshotIntro'),
      analyticsSoonTitle: t('dashboard.sectionPage.analyticsSoonTitle'),
      analyticsSoonText: t('dashboard.sectionPage.analyticsSoonText'),
      commandsPrefix: t('dashboard.sectionPage.commandsPrefix'),
      commandsExample: t('dashboard.sectionPage.commandsExample'),
      commandsPrefixHint: t('dashboard.sectionPage.commandsPrefixHint'),
      browseCommands: t('dashboard.sectionPage.browseCommands'),
      serverSettings: t('dashboard.sectionPage.serverSettings'),
      commandsSoonTitle: t('dashboard.sectionPage.commandsSoonTitle'),
      commandsSoonText: t('dashboard.sectionPage.commandsSoonText'),
      roleSetup: t('dashboard.sectionPage.roleSetup'),
      unknownTitle: t('dashboard.sectionPage.unknownTitle'),
      unknownText: (section: string) => t('dashboard.sectionPage.unknownText', { section }),
      backToServer: t('dashboard.sectionPage.backToServer'),
    }) as const,
);

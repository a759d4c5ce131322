// Every user-facing text of the page that opens a share link, read from the `editors` catalogue.

import type { ShareTool } from '#web/lib/embed/share-codec';
import { localized, t } from '#web/lib/i18n/i18n';
import { textsOf } from '#web/lib/i18n/texts-of';

export const SHARED_TEXTS = localized(() => {
  const found: Record<ShareTool, string> = {
    'embed-generator': t('editors.sharedDraft.foundEmbed'),
    'welcome-config': t('editors.sharedDraft.foundWelcome'),
    'reaction-role': t('editors.sharedDraft.foundReactionRoles'),
  };
  const choose: Record<ShareTool, string> = {
    'embed-generator': t('editors.sharedDraft.chooseEmbed'),
    'welcome-config': t('editors.sharedDraft.chooseWelcome'),
    'reaction-role': t('editors.sharedDraft.chooseReactionRoles'),
  };
  return {
    ...textsOf('editors.sharedDraft'),
    /** 'This link holds a draft for the Embed Generator.' (each editor named as its page calls it) */
    found: (tool: ShareTool) => found[tool],
    /** Which server's editor should open the draft, and that an unsaved draft there is asked about. */
    choose: (tool: ShareTool) => choose[tool],
    openIn: (server: string) => t('editors.sharedDraft.openIn', { server }),
  } as const;
});

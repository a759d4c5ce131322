// Turns a gallery template into each editor's own draft: the embed sender's, the welcome editor's and the reaction-role builder's.

import { DEFAULT_LOCALE } from '#shared/constants/locales';
import type { ReactionRoleShare } from '#shared/schemas/reaction-roles';
import { welcomeConfigSchema } from '#shared/schemas/welcomer';
import { activeLocale, catalogueText } from '#web/lib/i18n/i18n';
import type { EmbedDraft } from './embed-draft';
import { parseDraftJson } from './embed-json';
import { MESSAGE_TEMPLATES, type MessageTemplate } from './message-template-catalog';
import type { WelcomeShare } from './shared-draft';

export { MESSAGE_TEMPLATES, type MessageTemplate };

/**
 * The embed sender's draft of `template`, read as a JSON import reads it (no channel).
 * @throws Error when the template is not a message the import accepts (tests keep every one valid).
 */
export function templateAsEmbedDraft(template: MessageTemplate): EmbedDraft {
  const parsed = parseDraftJson(JSON.stringify(template.message));
  if (!parsed.ok) throw new Error(`Template ${template.id}: ${parsed.error}`);
  return parsed.draft;
}

/** The embed's description with its fields appended as bold names over their values. */
function descriptionWithFields(embed: EmbedDraft['embed']): string {
  const fields = embed.fields.map((field) => `**${field.name}**\n${field.value}`);
  return [embed.description, ...fields].filter(Boolean).join('\n\n');
}

/**
 * The welcome editor's message and embed of `template`, the embed switched on. The welcome embed has
 * no fields, so they join the description.
 * @throws zod's error when the result does not fit `welcomeConfigSchema` (tests keep every one valid).
 */
export function templateAsWelcome(template: MessageTemplate): WelcomeShare {
  const { content, embed } = templateAsEmbedDraft(template);
  const { label, url } = embed.button;
  const config = welcomeConfigSchema.parse({
    message: content,
    embed: {
      enabled: true,
      title: embed.title,
      description: descriptionWithFields(embed),
      color: embed.color,
      author: embed.author,
      thumbnail: { type: 'custom', url: embed.thumbnail.url },
      image: embed.image,
      button: { enabled: Boolean(label && url), label, url },
      footer: embed.footer,
      timestamp: embed.timestamp,
    },
  });
  return { message: config.message, embed: config.embed };
}

/**
 * The reaction-role builder's message and buttons of `template`: the content, then the embed's
 * title in bold and its text; the template's role buttons without roles (each server picks its own).
 */
export function templateAsReactionRoles(template: MessageTemplate): ReactionRoleShare {
  const { content, embed } = templateAsEmbedDraft(template);
  const title = embed.title ? `**${embed.title}**` : '';
  const message = [content, title, descriptionWithFields(embed)].filter(Boolean).join('\n\n');
  const roles = (template.roleButtons ?? []).map((button) => ({ roleId: '', ...button }));
  return { message, roles };
}

/**
 * The `editors` catalogue keys of a template's name and summary. English is the template catalogue
 * itself; other locales translate under these keys (the template's content stays English).
 */
export const templateTextKeys = {
  name: (id: string) => `editors.template.${id}.name`,
  summary: (id: string) => `editors.template.${id}.summary`,
};

/**
 * Every template as the gallery lists it, its name and summary in the active locale, its draft
 * made by `convert` (one of the functions above).
 */
export function templatesAs<T>(
  convert: (template: MessageTemplate) => T,
): { id: string; name: string; summary: string; draft: T }[] {
  const english = activeLocale() === DEFAULT_LOCALE;
  return MESSAGE_TEMPLATES.map((template) => ({
    id: template.id,
    name: english ? template.name : catalogueText(templateTextKeys.name(template.id)),
    summary: english ? template.summary : catalogueText(templateTextKeys.summary(template.id)),
    draft: convert(template),
  }));
}

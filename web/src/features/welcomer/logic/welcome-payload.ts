// Builds the body of POST /welcomer/update from the editor's draft.
import type { WelcomeConfig, WelcomerUpdate } from '#shared/schemas/welcomer';

/**
 * The config as it is saved: link fields trimmed, a missing channel as '' and every other value
 * as drafted, so message text keeps its spacing and line breaks.
 */
export function normaliseWelcomeConfig(draft: WelcomeConfig): WelcomeConfig {
  const { embed } = draft;
  return {
    ...draft,
    channel: draft.channel ?? '',
    embed: {
      ...embed,
      author: { ...embed.author, icon_url: embed.author.icon_url.trim(), url: embed.author.url.trim() },
      thumbnail: { ...embed.thumbnail, url: embed.thumbnail.url.trim() },
      image: { url: embed.image.url.trim() },
      button: { ...embed.button, url: embed.button.url.trim() },
      footer: { ...embed.footer, icon_url: embed.footer.icon_url.trim() },
    },
  };
}

/**
 * The body of POST /welcomer/update: `{ guildId, config }` with the config normalised.
 * Does not validate: check `welcomeConfigProblems` first.
 */
export function buildWelcomerUpdate(guildId: string, draft: WelcomeConfig): WelcomerUpdate {
  return { guildId, config: normaliseWelcomeConfig(draft) };
}

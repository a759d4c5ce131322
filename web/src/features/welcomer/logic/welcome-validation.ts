// Why a welcome config cannot be saved: Discord's limits, link rules and what an enabled welcome needs.
import { DISCORD_LIMITS } from '#shared/constants/limits';
import { embedLength } from '#shared/logic/embed-length';
import { type WelcomeConfig, welcomeConfigSchema } from '#shared/schemas/welcomer';
import { embedHasContent } from '#web/lib/embed/embed-content';
import { normaliseWelcomeConfig } from './welcome-payload';

/** A field of the config, as its dotted path (e.g. `embed.author.icon_url`), or `embed` for the whole embed. */
export type WelcomeField = string;

/** One reason the config cannot be saved; `message` reads after the field's name ("Title must be ..."). */
export interface WelcomeProblem {
  field: WelcomeField;
  message: string;
}

/**
 * True when the embed would draw something: the one embed rule (`embedHasContent`), or a thumbnail
 * chosen as the member's avatar or the server icon, which always brings a picture.
 */
export function welcomeEmbedHasContent(embed: WelcomeConfig['embed']): boolean {
  return embedHasContent(embed) || embed.thumbnail.type !== 'custom';
}

/** True when a welcome would post anything: message text, or an enabled embed with content. */
export function welcomeHasContent(config: WelcomeConfig): boolean {
  return Boolean(config.message.trim()) || (config.embed.enabled && welcomeEmbedHasContent(config.embed));
}

/**
 * Every reason the draft cannot be saved, in field order; empty when it can. Checks each field's
 * length and link rules (as the worker does) and, for an enabled embed, its 6000-character total
 * and an enabled button's text and URL; an enabled welcome also needs a channel and something to post.
 */
export function welcomeConfigProblems(draft: WelcomeConfig): WelcomeProblem[] {
  const config = normaliseWelcomeConfig(draft);
  const parsed = welcomeConfigSchema.safeParse(config);
  return [
    ...(config.enabled && !config.channel ? [{ field: 'channel', message: 'must be chosen' }] : []),
    ...(parsed.success ? [] : parsed.error.issues).map((issue) => ({
      field: issue.path.join('.'),
      message: issue.message,
    })),
    ...(config.embed.enabled ? embedProblems(config.embed) : []),
    ...(config.enabled && !welcomeHasContent(config)
      ? [{ field: 'message', message: 'needs text, or an enabled embed with content' }]
      : []),
  ];
}

function embedProblems(embed: WelcomeConfig['embed']): WelcomeProblem[] {
  const problems: WelcomeProblem[] = [];
  if (embed.button.enabled && !(embed.button.label.trim() && embed.button.url)) {
    problems.push({ field: 'embed.button', message: 'needs both text and a URL' });
  }
  const total = embedLength(embed);
  if (total > DISCORD_LIMITS.embedTotal) {
    problems.push({
      field: 'embed',
      message: `text must be at most ${DISCORD_LIMITS.embedTotal} characters in all (now ${total})`,
    });
  }
  return problems;
}

// Valid request bodies and Discord-limit cases, shared by the schema unit tests and the worker route tests.
import { DEFAULT_EMBED_COLOR, DISCORD_LIMITS as L, REACTION_ROLE_LIMIT } from '#shared/constants/limits';

/** Snowflakes used across the tests (17 to 20 digits). */
export const IDS = {
  server: '1100000000000000001',
  channel: '1100000000000000101',
  role: '1100000000000000111',
  user: '712345678901234567',
} as const;

/** `n` characters of text. */
export const text = (n: number) => 'a'.repeat(n);

/** An https URL exactly `n` characters long (n >= 21). */
export const urlOfLength = (n: number) => `https://example.com/${text(n - 20)}`;

/** A valid POST /dashboard/embed/send body, with `embed` merged over a small embed. */
export function embedSendBody(overrides: { content?: string | null; embed?: Record<string, unknown> } = {}) {
  return {
    channelId: IDS.channel,
    content: 'content' in overrides ? overrides.content : 'Hello',
    embed: { title: 'Title', description: 'Description', ...overrides.embed },
  };
}

/** A valid POST /dashboard/embed/send-roles body with `count` role buttons. */
export function reactionRolesBody(count = 1, overrides: Record<string, unknown> = {}) {
  const roles = Array.from({ length: count }, (_, index) => ({
    roleId: IDS.role,
    label: `Role ${index + 1}`,
    emoji: '🎮',
    style: 1,
  }));
  return { channelId: IDS.channel, message: 'Pick your roles', roles, ...overrides };
}

/** A valid POST /welcomer/update body, with `embed` merged over an enabled embed. */
export function welcomerBody(config: Record<string, unknown> = {}, embed: Record<string, unknown> = {}) {
  return {
    guildId: IDS.server,
    config: {
      enabled: true,
      channel: IDS.channel,
      message: 'Welcome {user}!',
      embed: { enabled: true, title: 'Welcome', ...embed },
      ...config,
    },
  };
}

/** One Discord limit: a body with the limited part at `size`, and the issue path when over. */
export interface LimitCase {
  name: string;
  limit: number;
  path: string;
  body: (size: number) => unknown;
}

const field = (name: string, value: string) => ({ name, value, inline: false });

/** Every limit POST /dashboard/embed/send enforces. */
export const EMBED_LIMITS: LimitCase[] = [
  { name: 'content', limit: L.content, path: 'content', body: (n) => embedSendBody({ content: text(n) }) },
  {
    name: 'title',
    limit: L.embedTitle,
    path: 'embed.title',
    body: (n) => embedSendBody({ embed: { title: text(n) } }),
  },
  {
    name: 'description',
    limit: L.embedDescription,
    path: 'embed.description',
    body: (n) => embedSendBody({ embed: { description: text(n) } }),
  },
  {
    name: 'number of fields',
    limit: L.embedFields,
    path: 'embed.fields',
    body: (n) => embedSendBody({ embed: { fields: Array.from({ length: n }, () => field('n', 'v')) } }),
  },
  {
    name: 'field name',
    limit: L.fieldName,
    path: 'embed.fields.0.name',
    body: (n) => embedSendBody({ embed: { fields: [field(text(n), 'v')] } }),
  },
  {
    name: 'field value',
    limit: L.fieldValue,
    path: 'embed.fields.0.value',
    body: (n) => embedSendBody({ embed: { fields: [field('n', text(n))] } }),
  },
  {
    name: 'footer text',
    limit: L.footerText,
    path: 'embed.footer.text',
    body: (n) => embedSendBody({ embed: { footer: { text: text(n) } } }),
  },
  {
    name: 'author name',
    limit: L.authorName,
    path: 'embed.author.name',
    body: (n) => embedSendBody({ embed: { author: { name: text(n) } } }),
  },
  {
    name: 'total text (description 4096 + footer)',
    limit: L.embedTotal,
    path: 'embed',
    body: (n) =>
      embedSendBody({
        embed: {
          title: null,
          description: text(L.embedDescription),
          footer: { text: text(n - L.embedDescription) },
        },
      }),
  },
  {
    name: 'button label',
    limit: L.buttonLabel,
    path: 'embed.button.label',
    body: (n) => embedSendBody({ embed: { button: { label: text(n), url: 'https://example.com' } } }),
  },
  {
    name: 'button URL',
    limit: L.linkUrl,
    path: 'embed.button.url',
    body: (n) => embedSendBody({ embed: { button: { label: 'Go', url: urlOfLength(n) } } }),
  },
  {
    name: 'image URL',
    limit: L.linkUrl,
    path: 'embed.image.url',
    body: (n) => embedSendBody({ embed: { image: { url: urlOfLength(n) } } }),
  },
];

/** Every limit POST /dashboard/embed/send-roles enforces. */
export const REACTION_ROLE_LIMITS: LimitCase[] = [
  {
    name: 'message',
    limit: L.content,
    path: 'message',
    body: (n) => reactionRolesBody(1, { message: text(n) }),
  },
  {
    name: 'number of role buttons',
    limit: REACTION_ROLE_LIMIT,
    path: 'roles',
    body: (n) => reactionRolesBody(n),
  },
  {
    name: 'button label',
    limit: L.buttonLabel,
    path: 'roles.0.label',
    body: (n) => reactionRolesBody(1, { roles: [{ roleId: IDS.role, label: text(n), emoji: '', style: 2 }] }),
  },
];

/** Every limit POST /welcomer/update enforces. */
export const WELCOMER_LIMITS: LimitCase[] = [
  {
    name: 'message',
    limit: L.content,
    path: 'config.message',
    body: (n) => welcomerBody({ message: text(n) }),
  },
  {
    name: 'title',
    limit: L.embedTitle,
    path: 'config.embed.title',
    body: (n) => welcomerBody({}, { title: text(n) }),
  },
  {
    name: 'description',
    limit: L.embedDescription,
    path: 'config.embed.description',
    body: (n) => welcomerBody({}, { description: text(n) }),
  },
  {
    name: 'author name',
    limit: L.authorName,
    path: 'config.embed.author.name',
    body: (n) => welcomerBody({}, { author: { name: text(n) } }),
  },
  {
    name: 'footer text',
    limit: L.footerText,
    path: 'config.embed.footer.text',
    body: (n) => welcomerBody({}, { footer: { text: text(n) } }),
  },
  {
    name: 'button label',
    limit: L.buttonLabel,
    path: 'config.embed.button.label',
    body: (n) => welcomerBody({}, { button: { enabled: true, label: text(n), url: 'https://example.com' } }),
  },
  {
    name: 'button URL',
    limit: L.linkUrl,
    path: 'config.embed.button.url',
    body: (n) => welcomerBody({}, { button: { enabled: true, label: 'Rules', url: urlOfLength(n) } }),
  },
  {
    name: 'total text of an enabled embed',
    limit: L.embedTotal,
    path: 'config.embed',
    body: (n) =>
      welcomerBody(
        {},
        { title: '', description: text(L.embedDescription), footer: { text: text(n - L.embedDescription) } },
      ),
  },
];

/** A POST /dashboard/embed/send body with every part set, as the worker forwards it unchanged. */
export const COMPLETE_EMBED_SEND = {
  channelId: IDS.channel,
  content: 'Hello <@&1100000000000000111>',
  embed: {
    title: 'Title',
    description: 'Description',
    color: 0x5865f2,
    author: { name: 'Ava', icon_url: 'https://cdn.example.com/a.png', url: 'https://example.com/ava' },
    thumbnail: { url: 'https://cdn.example.com/t.png' },
    image: { url: 'https://cdn.example.com/i.png' },
    footer: { text: 'Footer', icon_url: null },
    timestamp: '2026-01-02T03:04:05.000Z',
    fields: [{ name: 'Name', value: 'Value', inline: true }],
    button: { label: 'Open', url: 'https://example.com/open' },
  },
};

/** A POST /welcomer/update body with every part set, as the worker forwards it unchanged. */
export const COMPLETE_WELCOMER_UPDATE = {
  guildId: IDS.server,
  config: {
    enabled: true,
    channel: IDS.channel,
    message: 'Welcome {user} to {server}!',
    embed: {
      enabled: true,
      title: 'Welcome, {username}!',
      description: 'Read the rules.',
      color: '#2ecc71',
      author: { name: '{server}', icon_url: 'https://cdn.example.com/a.png', url: 'https://example.com' },
      thumbnail: { type: 'user_avatar', url: '' },
      image: { url: 'https://cdn.example.com/banner.png' },
      button: { enabled: true, label: 'Rules', url: 'https://example.com/rules' },
      footer: { text: 'Member #{membercount}', icon_url: 'server' },
      timestamp: true,
    },
  },
};

/** The optional embed parts the send body fills in when they are missing: null, and no fields. */
export const EMPTY_EMBED_PARTS = {
  description: null,
  color: null,
  author: null,
  thumbnail: null,
  image: null,
  footer: null,
  timestamp: null,
  fields: [],
  button: null,
};

/** The welcomer config an empty object reads as: everything off and empty, the default colour. */
export const DEFAULT_WELCOME_CONFIG = {
  enabled: false,
  channel: '',
  message: '',
  embed: {
    enabled: false,
    title: '',
    description: '',
    color: DEFAULT_EMBED_COLOR,
    author: { name: '', icon_url: '', url: '' },
    thumbnail: { type: 'custom', url: '' },
    image: { url: '' },
    button: { enabled: false, label: '', url: '' },
    footer: { text: '', icon_url: '' },
    timestamp: false,
  },
};

/** `it.each` rows naming each limit case. */
export function limitRows(limits: LimitCase[]): [string, LimitCase][] {
  return limits.map((limit) => [limit.name, limit]);
}

// Seeded data of the demo bot API: one admin user, their servers and each server's resources.
import { DEFAULT_PREFIX } from '#shared/constants/limits';
import type { User } from '#shared/schemas/auth';
import type { Autoresponder } from '#shared/schemas/autoresponders';
import type { ConfigurableRoles } from '#shared/schemas/configurable-roles';
import type { Channel, CustomEmoji, Role } from '#shared/schemas/resources';
import type { ServerDetail } from '#shared/schemas/server';
import type { WelcomeConfig } from '#shared/schemas/welcomer';
import { welcomeConfigSchema } from '#shared/schemas/welcomer';

/** The bearer token the demo login hands out. */
export const DEMO_TOKEN = 'demo-session-token';

/** A server the demo bot API knows, with everything the tools read and write. */
export interface DemoGuild {
  detail: Required<Omit<ServerDetail, 'icon'>> & { icon: string | null };
  /** The demo user administers this server (otherwise the API answers 403). */
  userIsAdmin: boolean;
  channels: Channel[];
  roles: Role[];
  emojis: CustomEmoji[];
  botHighestRolePosition: number;
  welcomer: WelcomeConfig | null;
  configurableRoles: ConfigurableRoles;
  autoresponders: Autoresponder[];
}

/** Everything the demo bot API holds; mutated by writes for the life of the process. */
export interface DemoData {
  user: Required<User>;
  badges: string[];
  np: { enabled: boolean; npTime: number | null };
  guilds: Map<string, DemoGuild>;
}

const DAY_MS = 86_400_000;
export const DEMO_USER_ID = '712345678901234567';

/**
 * The first 16 digits of a server's seeded channel (`…0n`), role (`…1n`) and emoji (`…2n`) ids,
 * different for every server so no id is shared across servers.
 */
export function demoIdPrefix(guildId: string): string {
  return `1${guildId.slice(-2)}${'0'.repeat(13)}`;
}

function channels(prefix: string): Channel[] {
  return [
    { id: `${prefix}01`, name: 'welcome', type: 0 },
    { id: `${prefix}02`, name: 'general', type: 0 },
    { id: `${prefix}03`, name: 'announcements', type: 5 },
    { id: `${prefix}04`, name: 'Voice Lounge', type: 2 },
    { id: `${prefix}05`, name: 'Community', type: 4 },
    { id: `${prefix}06`, name: 'roles', type: 0 },
  ];
}

function roles(prefix: string): Role[] {
  return [
    { id: `${prefix}11`, name: 'Warden', color: 0x5865f2, position: 9 },
    { id: `${prefix}12`, name: 'Server Owner', color: 0xf1c40f, position: 10 },
    { id: `${prefix}13`, name: 'Admin', color: 0xe74c3c, position: 8 },
    { id: `${prefix}14`, name: 'Moderator', color: 0x2ecc71, position: 7 },
    { id: `${prefix}15`, name: 'Staff', color: 0x1abc9c, position: 6 },
    { id: `${prefix}16`, name: 'VIP', color: 0x9b59b6, position: 5 },
    { id: `${prefix}17`, name: 'Artist', color: 0xe91e63, position: 4 },
    { id: `${prefix}18`, name: 'Gamer', color: 0x3498db, position: 3 },
    { id: `${prefix}19`, name: 'Member', color: 0, position: 1 },
  ];
}

function emojis(prefix: string): CustomEmoji[] {
  return [
    {
      id: `${prefix}21`,
      name: 'warden_wave',
      url: `https://cdn.discordapp.com/emojis/${prefix}21.png`,
      animated: false,
    },
    {
      id: `${prefix}22`,
      name: 'party_blob',
      url: `https://cdn.discordapp.com/emojis/${prefix}22.gif`,
      animated: true,
    },
    {
      id: `${prefix}23`,
      name: 'shield',
      url: `https://cdn.discordapp.com/emojis/${prefix}23.png`,
      animated: false,
    },
  ];
}

interface GuildSeed {
  id: string;
  name: string;
  icon: string | null;
  ownerId: string;
  premium: boolean;
  memberCount: number;
  ageDays: number;
  boosts: number;
  userIsAdmin?: boolean;
}

function guild(seed: GuildSeed, now: number): DemoGuild {
  const prefix = demoIdPrefix(seed.id);
  const guildChannels = channels(prefix);
  const guildRoles = roles(prefix);
  return {
    detail: {
      id: seed.id,
      name: seed.name,
      icon: seed.icon,
      ownerId: seed.ownerId,
      premium: seed.premium,
      memberCount: seed.memberCount,
      prefix: DEFAULT_PREFIX,
      age: now - seed.ageDays * DAY_MS,
      channel: guildChannels.length,
      roles: guildRoles.length,
      boosts: seed.boosts,
    },
    userIsAdmin: seed.userIsAdmin ?? true,
    channels: guildChannels,
    roles: guildRoles,
    emojis: emojis(prefix),
    botHighestRolePosition: 9,
    welcomer: welcomeConfigSchema.parse({
      enabled: true,
      channel: guildChannels[0]?.id,
      message: 'Welcome {user} to **{server}**! You are member #{membercount}.',
      embed: { enabled: true, title: 'Welcome, {username}!', description: 'Read the rules and have fun.' },
    }),
    configurableRoles: { admin: guildRoles[2]?.id ?? null, mod: guildRoles[3]?.id ?? null, vip: null },
    autoresponders: [{ trigger: 'hello', response: 'Hey there! 👋' }],
  };
}

/** Fresh demo data; `now` fixes creation dates and the premium expiry. */
export function createDemoData(now = Date.now()): DemoData {
  const seeds: GuildSeed[] = [
    {
      id: '1100000000000000001',
      name: 'Warden HQ',
      icon: 'a_1f2e3d4c5b6a79881f2e3d4c5b6a7988',
      ownerId: DEMO_USER_ID,
      premium: false,
      memberCount: 1234,
      ageDays: 420,
      boosts: 2,
    },
    {
      id: '1100000000000000002',
      name: 'Pixel Plaza',
      icon: '8c7b6a5f4e3d2c1b8c7b6a5f4e3d2c1b',
      ownerId: '800000000000000002',
      premium: true,
      memberCount: 5821,
      ageDays: 1337,
      boosts: 14,
    },
    {
      id: '1100000000000000003',
      name: 'Quiet Corner',
      icon: null,
      ownerId: '800000000000000003',
      premium: false,
      memberCount: 87,
      ageDays: 12,
      boosts: 0,
    },
    {
      id: '1100000000000000009',
      name: 'Private Club',
      icon: null,
      ownerId: '800000000000000009',
      premium: false,
      memberCount: 40,
      ageDays: 90,
      boosts: 0,
      userIsAdmin: false,
    },
  ];
  return {
    user: {
      id: DEMO_USER_ID,
      username: 'ava.demo',
      discriminator: '0420',
      avatar: '3f9c2b7e1d4a6f8e0c2b4d6f8a0c2e4f',
    },
    badges: ['owner', 'dev', 'partner', 'beta', 'unknown_badge'],
    np: { enabled: true, npTime: now + 30 * DAY_MS },
    guilds: new Map(seeds.map((seed) => [seed.id, guild(seed, now)])),
  };
}

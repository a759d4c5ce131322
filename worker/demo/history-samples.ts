// The demo's change history: sample entries from two sample admins on the demo user's own server, put back with every reset.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { deleteServers, insertEntries, insertEntry, type NewEntry } from '../history/store';
import { forgetSessions } from '../history/who';
import { describeError, logEvent } from '../lib/log';
import { createDemoData, DEMO_USER_ID, type DemoData, demoIdPrefix } from './seed';

/** The second sample admin (the first is the demo user). */
export const DEMO_CO_ADMIN = { id: '712345678901234599', name: 'mia.mod' };
const AVA = { id: DEMO_USER_ID, name: 'ava.demo' };
const HOUR_MS = 3_600_000;

/** The sample entries at `now`, oldest first; each body is the seeded value, so its diff shows the change. */
export function demoHistoryEntries(now: number): NewEntry[] {
  const data = createDemoData(now);
  const [serverId, guild] = [...data.guilds.entries()][0] ?? [];
  if (!serverId || !guild) return [];
  const prefix = demoIdPrefix(serverId);
  const at = (hoursAgo: number) => now - hoursAgo * HOUR_MS;
  const base = { serverId, beforeState: 'recorded' } as const;
  const welcome = { guildId: serverId, config: guild.welcomer };
  const oldWelcome = {
    guildId: serverId,
    config: { ...guild.welcomer, message: 'Welcome {user}! Please read the rules.' },
  };
  return [
    {
      ...base,
      at: at(50),
      actor: DEMO_CO_ADMIN,
      tool: 'welcome',
      action: 'update',
      body: welcome,
      before: oldWelcome,
    },
    {
      ...base,
      at: at(26),
      actor: AVA,
      tool: 'prefix',
      action: 'update',
      body: { prefix: '.' },
      before: { prefix: '!' },
    },
    {
      ...base,
      at: at(5),
      actor: DEMO_CO_ADMIN,
      tool: 'autoresponders',
      action: 'delete',
      body: { trigger: 'rules' },
      before: { trigger: 'rules', response: 'Please read #rules before posting.' },
    },
    {
      serverId,
      at: at(3),
      actor: DEMO_CO_ADMIN,
      tool: 'embed',
      action: 'send',
      body: {
        channelId: `${prefix}03`,
        content: 'Game night this Friday!',
        embed: {
          title: 'Game night',
          description: 'Join us in **Voice Lounge** at 20:00 UTC.',
          color: 0x5865f2,
        },
      },
      before: null,
      beforeState: 'none',
    },
    {
      ...base,
      at: at(1),
      actor: AVA,
      tool: 'roles',
      action: 'update',
      body: { roleName: 'mod', roleId: `${prefix}14` },
      before: { roleName: 'mod', roleId: null },
    },
  ];
}

/**
 * Replaces the history of every demo server with the sample entries (and forgets the cached session
 * answers). A failing database is logged, never thrown: the demo works without its history.
 */
export async function resetDemoHistory(db: D1Database | undefined, now = Date.now()): Promise<void> {
  forgetSessions();
  if (!db) return;
  try {
    await deleteServers(db, [...createDemoData(now).guilds.keys()]);
    await insertEntries(db, demoHistoryEntries(now));
  } catch (error) {
    logEvent('error', 'history_unavailable', { stage: 'demo_reset', error: describeError(error) });
  }
}

let seeded = false;

/** Middleware of the demo's /api: puts the sample history in place on the isolate's first request. */
export const seedDemoHistoryOnce: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!seeded && c.env.HISTORY_DB) {
    seeded = true;
    await resetDemoHistory(c.env.HISTORY_DB);
  }
  await next();
};

/** The welcome message the sample co-admin saves (see coAdminWelcomeEdit). */
export const CO_ADMIN_WELCOME_MESSAGE = 'Welcome {user}! Say hi in #general.';

/**
 * The second sample admin saves a new welcome message on the demo user's server now, as if from
 * their own dashboard: the visitor's demo `data` changes and the save is recorded (for trying the
 * edit-conflict warning with one account). False when there is no database or the server has no
 * welcome config.
 */
export async function coAdminWelcomeEdit(db: D1Database | undefined, data: DemoData): Promise<boolean> {
  const [serverId, guild] = [...data.guilds.entries()][0] ?? [];
  if (!db || !serverId || !guild?.welcomer) return false;
  const before = { guildId: serverId, config: guild.welcomer };
  guild.welcomer = { ...guild.welcomer, message: CO_ADMIN_WELCOME_MESSAGE };
  await insertEntry(db, {
    serverId,
    at: Date.now(),
    actor: DEMO_CO_ADMIN,
    tool: 'welcome',
    action: 'update',
    body: { guildId: serverId, config: guild.welcomer },
    before,
    beforeState: 'recorded',
  });
  return true;
}

// Demo bot API: session calls (/auth/servers, /auth/me, /auth/logout).
import { Hono } from 'hono/tiny';
import { type DemoEnv, demoData, requireDemoUser } from '../guard';

export const demoAuth = new Hono<DemoEnv>()
  .get('/servers', (c) => {
    const user = requireDemoUser(c);
    const adminGuilds = [...demoData(c).guilds.values()]
      .filter((guild) => guild.userIsAdmin)
      .map(({ detail }) => ({
        id: detail.id,
        name: detail.name,
        icon: detail.icon,
        ownerId: detail.ownerId,
        premium: detail.premium,
      }));
    return c.json({ user, adminGuilds });
  })
  .get('/me', (c) => c.json({ user: requireDemoUser(c) }))
  .post('/logout', (c) => {
    requireDemoUser(c);
    return c.json({ success: true });
  });

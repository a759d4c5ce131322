// Demo verification API: POST /verify accepts any code but 'invalid' for a known server.
import { Hono } from 'hono/tiny';
import { type DemoEnv, demoData, readDemoBody } from '../guard';

/** The OAuth code the demo treats as rejected by Discord. */
export const DEMO_INVALID_CODE = 'invalid';

export const demoVerify = new Hono<DemoEnv>().post('/verify', async (c) => {
  const { code, guildId } = await readDemoBody(c);
  if (typeof guildId !== 'string' || !demoData(c).guilds.has(guildId)) {
    return c.json(
      { success: false, error: 'Unknown server', details: 'The bot is not in this server.' },
      404,
    );
  }
  if (code === DEMO_INVALID_CODE) {
    return c.json(
      { success: false, error: 'Invalid OAuth code', details: 'The authorisation code has expired.' },
      400,
    );
  }
  return c.json({ success: true, message: 'You have been verified. Welcome aboard!' });
});

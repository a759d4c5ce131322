// Demo bot API: embed and reaction-role sends, to text and announcement channels only, with up to 5 role buttons.
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPLETE_EMBED_SEND, reactionRolesBody } from '../shared/support/samples';
import {
  callDemo,
  callDemoApi,
  demoChannelId as channelId,
  DEMO_SERVERS,
  demoJson,
  resetDemo,
} from './support/demo';

beforeEach(resetDemo);

const { owned, premium } = DEMO_SERVERS;

describe('sending', () => {
  it('sends an embed to a text channel', async () => {
    const body = { ...COMPLETE_EMBED_SEND, channelId: channelId(owned, 2) };
    const reply = await callDemo(`/dashboard/embed/send/${owned}`, demoJson('POST', body));
    expect(await reply.json()).toEqual({ success: true, messageId: expect.stringMatching(/^\d{17,20}$/) });
  });

  it.each([
    ['a voice channel', channelId(owned, 4)],
    ['a channel of another server', channelId(premium, 2)],
  ])('refuses to send an embed to %s', async (_case, channel) => {
    const reply = await callDemo(
      `/dashboard/embed/send/${owned}`,
      demoJson('POST', { ...COMPLETE_EMBED_SEND, channelId: channel }),
    );
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ error: 'Unknown or non-text channel' });
  });

  it('sends 5 role buttons to an announcement channel', async () => {
    const body = { ...reactionRolesBody(5), channelId: channelId(owned, 3) };
    const reply = await callDemo(`/dashboard/embed/send-roles/${owned}`, demoJson('POST', body));
    expect(await reply.json()).toMatchObject({ success: true });
  });

  it('refuses a 6th role button (asked directly)', async () => {
    const body = { ...reactionRolesBody(6), channelId: channelId(owned, 2) };
    const reply = await callDemoApi('POST', `/dashboard/embed/send-roles/${owned}`, { body });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ error: 'Maximum 5 roles per message' });
  });

  it('refuses a message without role buttons (asked directly)', async () => {
    const body = { ...reactionRolesBody(0), channelId: channelId(owned, 2) };
    const reply = await callDemoApi('POST', `/dashboard/embed/send-roles/${owned}`, { body });
    expect(await reply.json()).toEqual({ error: 'Please add at least one role with a label' });
  });

  it('refuses a body that is not a JSON object (asked directly)', async () => {
    const reply = await callDemoApi('POST', `/dashboard/embed/send/${owned}`, { body: [1] });
    expect(reply.status).toBe(400);
    expect(await reply.json()).toEqual({ error: 'Request body must be a JSON object' });
  });
});

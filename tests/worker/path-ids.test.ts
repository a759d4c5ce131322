// Server, guild and user ids in /api paths must be Discord snowflakes (17 to 20 digits) before anything is forwarded.
import { describe, expect, it } from 'vitest';
import { CALLS_WITH_IDS, callInit, callName } from './support/api-calls';
import { callWorker, readError, USER_TOKEN } from './support/call-worker';
import { BOT_API, expectNothingForwarded, forwardedRequest, replyJson } from './support/fake-upstream';

const bearer = { Authorization: `Bearer ${USER_TOKEN}` };
const INVALID_IDS = [
  ['16 digits', '1234567890123456'],
  ['21 digits', '123456789012345678901'],
  ['letters', 'my-server'],
  ['a digit string with a letter', '11000000000000000a1'],
  ['a negative number', '-1100000000000000001'],
  ['an encoded space', '%201100000000000000001'],
  ['a decimal', '1100000000000000.001'],
];

describe.each(CALLS_WITH_IDS.map((entry) => [callName(entry.call), entry] as const))('%s', (_name, entry) => {
  it.each(INVALID_IDS)('answers 400 for an id of %s and calls nothing', async (_case, id) => {
    const reply = await callWorker(`/api${entry.withId(id)}`, callInit(entry.call, bearer));
    expect(reply.status).toBe(400);
    const { error } = await readError(reply);
    expect(error.code).toBe('invalid_request');
    expect(error.issues).toEqual([{ path: entry.param, message: 'must be a Discord id (17 to 20 digits)' }]);
    expect(error.message).toBe(`Invalid request: ${entry.param}: must be a Discord id (17 to 20 digits).`);
    expectNothingForwarded();
  });

  it.each([
    ['17', '12345678901234567'],
    ['20', '12345678901234567890'],
  ])('forwards an id of %s digits', async (_digits, id) => {
    const path = entry.withId(id);
    replyJson(entry.call.method, `${BOT_API}${path}`, { ok: true });
    const reply = await callWorker(`/api${path}`, callInit(entry.call, bearer));
    expect(reply.status).toBe(200);
    expect((await forwardedRequest()).url).toBe(`${BOT_API}${path}`);
  });
});

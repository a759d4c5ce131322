// Header values are checked before anything is forwarded: control characters (400) and an oversized Authorization (431).
import { describe, expect, it } from 'vitest';
import { MAX_AUTHORIZATION_LENGTH } from '#shared/constants/limits';
import { headerProblem, requestHeaderProblem } from '#worker/lib/header-guard';
import { IDS } from '../shared/support/samples';
import { authorised, callWorker, readError } from './support/call-worker';
import { BOT_API, expectNothingForwarded, forwardedRequest, replyJson } from './support/fake-upstream';

const PATH = `/api/bot/server/${IDS.server}`;

describe('headerProblem', () => {
  it.each([
    ['CR LF', 'Bearer abc\r\nX-Admin: true'],
    ['a lone LF', 'Bearer abc\nx'],
    ['a lone CR', 'Bearer abc\rx'],
    ['NUL', 'Bearer abc\u0000'],
    ['DEL', 'Bearer abc\u007f'],
  ])('refuses a value holding %s (400 invalid_header)', (_case, value) => {
    const problem = headerProblem([['authorization', value]]);
    expect([problem?.status, problem?.code, problem?.message]).toEqual([
      400,
      'invalid_header',
      'A request header holds a line break or control character.',
    ]);
  });

  it('accepts ordinary values, tabs included', () => {
    expect(
      headerProblem([
        ['authorization', 'Bearer abc'],
        ['x-note', 'a\tb'],
      ]),
    ).toBeNull();
  });
});

describe('requestHeaderProblem', () => {
  it("reads a request's Headers as headerProblem reads entries", () => {
    const long = `Bearer ${'a'.repeat(MAX_AUTHORIZATION_LENGTH)}`;
    expect(requestHeaderProblem(new Headers({ Authorization: long }))?.code).toBe('header_too_large');
    expect(requestHeaderProblem(new Headers({ 'X-Note': 'a\u0001b' }))?.code).toBe('invalid_header');
    expect(requestHeaderProblem(new Headers({ Authorization: 'Bearer abc', 'X-Note': 'a\tb' }))).toBeNull();
  });
});

describe('Authorization size', () => {
  it(`forwards a bearer header of exactly ${MAX_AUTHORIZATION_LENGTH} characters`, async () => {
    const token = 'a'.repeat(MAX_AUTHORIZATION_LENGTH - 'Bearer '.length);
    replyJson('GET', `${BOT_API}/bot/server/${IDS.server}`, { ok: true });
    expect((await callWorker(PATH, authorised('GET', token))).status).toBe(200);
    expect((await forwardedRequest()).headers.get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('answers 431 for one character more, and forwards nothing', async () => {
    const token = 'a'.repeat(MAX_AUTHORIZATION_LENGTH - 'Bearer '.length + 1);
    const reply = await callWorker(PATH, authorised('GET', token));
    expect(reply.status).toBe(431);
    expect((await readError(reply)).error).toEqual({
      code: 'header_too_large',
      message: 'The Authorization header is too large.',
    });
    expectNothingForwarded();
  });
});

// Declares the tests of one route's Discord limits: forwarded at each limit, refused one character over.
import { expect, it } from 'vitest';
import { type LimitCase, limitRows } from '#tests/shared/support/samples';
import { expectInvalid } from './expect-refused';
import { forwardedRequest, replyJson } from './fake-upstream';

/** For every case: `send(body at limit)` reaches `upstreamUrl`; one more character answers 400 naming the field. */
export function testLimits(
  limits: LimitCase[],
  upstreamUrl: string,
  send: (body: unknown) => Promise<Response>,
): void {
  it.each(limitRows(limits))('forwards %s at its limit', async (_name, limit) => {
    replyJson('POST', upstreamUrl, { success: true });
    expect((await send(limit.body(limit.limit))).status).toBe(200);
    await forwardedRequest();
  });

  it.each(limitRows(limits))('refuses %s over its limit', async (_name, limit) => {
    await expectInvalid(await send(limit.body(limit.limit + 1)), limit.path);
  });
}

// The demo transcripts: answered in-process by the demo entry only; production treats their links as any Discord link.
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiRoutes, apiUrl } from '#shared/api-routes';
import { DEMO_LARGE_MESSAGE_COUNT, DEMO_TRANSCRIPT_URLS } from '#shared/constants/demo-transcripts';
import { upstream } from './setup';
import { callWorker } from './support/call-worker';
import { callDemoEntry } from './support/demo';
import { expectNothingForwarded } from './support/fake-upstream';

describe('GET /api/transcript in the demo entry', () => {
  it('answers the ticket sample in-process, as sandboxed text', async () => {
    const reply = await callDemoEntry(apiUrl(apiRoutes.transcript(DEMO_TRANSCRIPT_URLS.ticket)));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('X-Transcript-Cache')).toBe('DEMO');
    expect(reply.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await reply.text()).toMatch(/^Channel: #ticket-0042\n/);
    expectNothingForwarded();
  });

  it('answers the large sample with every message', async () => {
    const reply = await callDemoEntry(apiUrl(apiRoutes.transcript(DEMO_TRANSCRIPT_URLS.large)));
    expect(await reply.text()).toContain(`Total Messages: ${DEMO_LARGE_MESSAGE_COUNT}\n`);
    expectNothingForwarded();
  });

  it('still refuses links outside the policy', async () => {
    const reply = await callDemoEntry(apiUrl(apiRoutes.transcript('https://evil.example/t.txt')));
    expect(reply.status).toBe(400);
    expectNothingForwarded();
  });
});

describe('GET /api/transcript in production', () => {
  it('fetches a demo link from Discord like any other link (no sample text inside)', async () => {
    upstream.use(http.get(DEMO_TRANSCRIPT_URLS.ticket, () => new HttpResponse(null, { status: 404 })));
    const reply = await callWorker(apiUrl(apiRoutes.transcript(DEMO_TRANSCRIPT_URLS.ticket)));
    expect(reply.status).toBe(410);
    expect(upstream.requests().map((request) => request.url)).toEqual([DEMO_TRANSCRIPT_URLS.ticket]);
  });
});

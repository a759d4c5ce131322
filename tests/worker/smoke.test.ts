import { HttpResponse, http } from 'msw';
import { expect, it } from 'vitest';
import { upstream } from './setup';
import { authorised, callWorker } from './support/call-worker';

it('forwards', async () => {
  upstream.use(http.get('https://bot.example.test/auth/me', () => HttpResponse.json({ ok: 1 })));
  const res = await callWorker('/api/auth/me', authorised());
  expect(res.status).toBe(200);
});

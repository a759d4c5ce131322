// POST /api/analytics/pageview: off by default; when on, one Analytics Engine data point per valid view, nothing else.
import { describe, expect, it, vi } from 'vitest';
import { callWorker } from './support/call-worker';

/** A PAGE_VIEWS binding that records the data points written to it. */
function recordingDataset() {
  const writeDataPoint = vi.fn<AnalyticsEngineDataset['writeDataPoint']>();
  return { writeDataPoint, dataset: { writeDataPoint } as AnalyticsEngineDataset };
}

/** Posts `body` to the page-view endpoint of a worker whose analytics is switched on. */
function postPageView(
  body: string,
  dataset?: AnalyticsEngineDataset,
  contentType = 'application/json',
): Promise<Response> {
  return callWorker(
    '/api/analytics/pageview',
    { method: 'POST', headers: { 'Content-Type': contentType }, body },
    { ANALYTICS_ENABLED: 'true', ...(dataset && { PAGE_VIEWS: dataset }) },
  );
}

describe('POST /api/analytics/pageview', () => {
  it('answers 404 while analytics is off (the default) and counts nothing', async () => {
    const { writeDataPoint, dataset } = recordingDataset();
    const response = await callWorker(
      '/api/analytics/pageview',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ route: '/', path: '/' }),
      },
      { PAGE_VIEWS: dataset },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'analytics_disabled', message: 'Page-view analytics is turned off for this site.' },
    });
    expect(writeDataPoint).not.toHaveBeenCalled();
  });

  it('writes one data point (route pattern and path, indexed by route) and answers 204', async () => {
    const { writeDataPoint, dataset } = recordingDataset();
    const response = await postPageView(
      JSON.stringify({ route: '/dashboard/:serverId', path: '/dashboard/42' }),
      dataset,
    );
    expect(response.status).toBe(204);
    expect(writeDataPoint).toHaveBeenCalledExactlyOnceWith({
      blobs: ['/dashboard/:serverId', '/dashboard/42'],
      indexes: ['/dashboard/:serverId'],
    });
  });

  it('writes to the simulated dataset of wrangler.toml (PAGE_VIEWS)', async () => {
    const response = await postPageView(JSON.stringify({ route: '/', path: '/' }));
    expect(response.status).toBe(204);
  });

  it.each([
    ['a path without a leading slash', { route: 'x', path: '/x' }],
    ['a query string', { route: '/', path: '/?token=secret' }],
    ['a hash', { route: '/', path: '/#x' }],
    ['a missing path', { route: '/' }],
    ['an extra field', { route: '/', path: '/', user: 'x' }],
    ['an over-long path', { route: '/', path: `/${'a'.repeat(600)}` }],
  ])('rejects %s with 400 and counts nothing', async (_case, body) => {
    const { writeDataPoint, dataset } = recordingDataset();
    const response = await postPageView(JSON.stringify(body), dataset);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('invalid_request');
    expect(writeDataPoint).not.toHaveBeenCalled();
  });

  it('rejects a body that is not JSON with 415', async () => {
    const { writeDataPoint, dataset } = recordingDataset();
    expect((await postPageView('route=/', dataset, 'application/x-www-form-urlencoded')).status).toBe(415);
    expect(writeDataPoint).not.toHaveBeenCalled();
  });
});

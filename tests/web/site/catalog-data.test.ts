// The catalogue modules the pages import are, in the component tests as in the browser build, the ones that fetch their JSON data files.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogFileReplies, catalogFileRequests } from '../support/catalog-files';

afterEach(() => {
  catalogFileReplies.status = 200;
});

describe('the catalogue data files', () => {
  it('were each fetched once, as the browser build fetches them', () => {
    expect([...catalogFileRequests].sort()).toEqual([
      expect.stringMatching(/^\/assets\/command-catalog-[\w-]{8}\.json$/),
      expect.stringMatching(/^\/assets\/feature-catalog-[\w-]{8}\.json$/),
    ]);
  });

  it('give the pages their catalogues', async () => {
    const { COMMAND_CATEGORIES } = await import('#shared/catalog/command-catalog');
    const { FEATURE_CATEGORIES } = await import('#shared/catalog/feature-catalog');
    expect(COMMAND_CATEGORIES.map((category) => category.title)).toContain('Antinuke');
    expect(FEATURE_CATEGORIES.length).toBeGreaterThan(0);
  });

  it('fail the import with the file and its status when the file does not answer 2xx', async () => {
    vi.resetModules();
    catalogFileReplies.status = 404;
    await expect(import('#shared/catalog/command-catalog')).rejects.toThrow(
      /^assets\/command-catalog-[\w-]{8}\.json answered 404$/,
    );
  });
});

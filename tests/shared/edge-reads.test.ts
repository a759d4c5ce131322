// Which reads the Worker starts for a dashboard page, and how the SPA reads the block back.
import { describe, expect, it } from 'vitest';
import { edgeReadPaths, readEdgeReads } from '#shared/logic/edge-reads';

const ID = '1100000000000000001';

describe('edgeReadPaths', () => {
  it.each([
    ['/dashboard', ['/auth/me', '/auth/servers']],
    ['/dashboard/', ['/auth/me', '/auth/servers']],
    [`/dashboard/${ID}`, ['/auth/me', `/bot/server/${ID}`]],
    [
      `/dashboard/${ID}/embed-generator`,
      ['/auth/me', `/bot/server/${ID}`, `/dashboard/embed/channels/${ID}`],
    ],
    [
      `/dashboard/${ID}/welcome-config`,
      ['/auth/me', `/bot/server/${ID}`, `/welcomer/${ID}`, `/dashboard/embed/channels/${ID}`],
    ],
    [
      `/dashboard/${ID}/auto-responder`,
      ['/auth/me', `/bot/server/${ID}`, `/bot/server/${ID}/autoresponders`],
    ],
    [`/dashboard/${ID}/reaction-role`, ['/auth/me', `/bot/server/${ID}`, `/dashboard/embed/resources/${ID}`]],
    [
      `/dashboard/${ID}/role-config`,
      [
        '/auth/me',
        `/bot/server/${ID}`,
        '/auth/servers',
        `/bot/server/${ID}/configurableRoles`,
        `/dashboard/embed/resources/${ID}`,
      ],
    ],
    [`/dashboard/${ID}/analytics`, ['/auth/me', `/bot/server/${ID}`]],
    // names an object has from its prototype are no tools
    [`/dashboard/${ID}/constructor`, ['/auth/me', `/bot/server/${ID}`]],
    [`/dashboard/${ID}/toString`, ['/auth/me', `/bot/server/${ID}`]],
  ])('%s reads %j', (path, reads) => {
    expect(edgeReadPaths(path)).toEqual(reads);
  });

  it.each([
    '/',
    '/login',
    '/dashboard/profile',
    '/dashboard/12345',
    `/dashboard/${ID}/logs/extra`,
    '/dashboardx',
  ])('reads nothing for %s', (path) => {
    expect(edgeReadPaths(path)).toEqual([]);
  });
});

describe('readEdgeReads', () => {
  it('keeps each entry with a valid status, its body only when it has one', () => {
    expect(
      readEdgeReads({
        '/a': { status: 200, body: { x: 1 } },
        '/b': { status: 502 },
        '/c': { status: 200, body: null },
      }),
    ).toEqual(
      new Map<string, unknown>([
        ['/a', { status: 200, body: { x: 1 } }],
        ['/b', { status: 502 }],
        ['/c', { status: 200, body: null }],
      ]),
    );
  });

  it.each([null, [], 'text', 3])('reads nothing from %j', (value) => {
    expect(readEdgeReads(value).size).toBe(0);
  });

  it('drops malformed entries', () => {
    const reads = readEdgeReads({
      '/a': null,
      '/b': { status: '200' },
      '/c': { status: 99 },
      '/d': { status: 600 },
    });
    expect(reads.size).toBe(0);
  });
});

// The main content the Worker writes into a signed-in dashboard shell: the server list and a server's name, escaped, and the build's shell otherwise.
import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '#shared/constants/session';
import { DASHBOARD_SHELL_SAMPLE_ID } from '#shared/logic/dashboard-shells';
import { callWorker, USER_TOKEN } from './support/call-worker';
import { BOT_API, replyJson, replyWith } from './support/fake-upstream';

const SERVER = '1100000000000000001';
const USER = { id: '712345678901234567', username: 'ava', discriminator: '0', avatar: null };
const TEXTS =
  '{&quot;owner&quot;:&quot;Owner&quot;,&quot;admin&quot;:&quot;Admin&quot;,&quot;premium&quot;:&quot;Premium&quot;,&quot;manage&quot;:&quot;Manage&quot;,&quot;manageServer&quot;:&quot;Manage {name}&quot;,&quot;server&quot;:&quot;Server&quot;}';

/** The marks of a shell as the build renders them (web/src/app/layouts/shell/dashboard-skeleton.tsx), around `content`. */
function shell(content: string): string {
  return (
    '<!doctype html><html><head><title>Warden</title></head><body><div id="root"></div>' +
    '<div class="dash-shell dash-skeleton" aria-hidden="true" inert="" data-edge-shell="content">' +
    '<div class="dash-header" aria-hidden="true" inert="">☰</div><main class="dash-shell__main" aria-busy="true">' +
    '<div data-edge-placeholder=""><span class="dash-skeleton__bar"></span></div>' +
    `<template data-edge-content="">${content}</template></main></div></body></html>`
  );
}

const LIST_SHELL = shell(
  '<div class="tool-page"><header class="tool-page__header"><div class="tool-page__titles"><h1>Your Servers</h1></div></header>' +
    `<ul class="dash-server-grid" data-edge-slot="servers" data-edge-texts="${TEXTS}"></ul></div>`,
);
const SERVER_SHELL = shell(
  '<div class="tool-page"><header class="tool-page__header"><span data-edge-slot="server-icon" data-edge-fallback="Server"></span>' +
    '<div class="tool-page__titles"><h1></h1></div><div class="tool-page__actions">' +
    '<button type="button" class="button button--secondary" aria-disabled="true">Refresh</button></div></header></div>',
);

/** Opens `path` signed in, with the static assets answering `html` for every dashboard shell. */
async function openPage(
  path: string,
  html: string,
  cookie = `${SESSION_COOKIE}=${USER_TOKEN}`,
): Promise<string> {
  const ASSETS = {
    fetch: async () => new Response(html, { headers: { 'Content-Type': 'text/html' } }),
  } as unknown as Fetcher;
  return (await callWorker(path, { headers: cookie ? { Cookie: cookie } : {} }, { ASSETS })).text();
}

/** The `<main>` element of `html`. */
function mainOf(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>') + 7);
}

describe('the server list shell', () => {
  it('shows each server as a card, the placeholder and every mark gone, the page no longer hidden', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, USER);
    replyJson('GET', `${BOT_API}/auth/servers`, {
      user: USER,
      adminGuilds: [
        { id: SERVER, name: 'Warden HQ', icon: 'abc', ownerId: USER.id, premium: true },
        { id: '1100000000000000002', name: 'Pixel Plaza', icon: null },
      ],
    });
    const html = await openPage('/dashboard', LIST_SHELL);
    expect(mainOf(html)).toBe(
      '<main class="dash-shell__main" aria-busy="true">' +
        '<div class="tool-page"><header class="tool-page__header"><div class="tool-page__titles"><h1>Your Servers</h1></div></header>' +
        '<ul class="dash-server-grid">' +
        `<li class="panel panel--compact dash-server items-center"><img class="avatar avatar--64" src="https://cdn.discordapp.com/icons/${SERVER}/abc.png?size=128" alt="Warden HQ" fetchpriority="low"/>` +
        '<div class="dash-server__body min-w-0"><h2 class="dash-server__name truncate fs-105">Warden HQ</h2><p class="dash-server__badges flex gap-35">' +
        '<span class="tag dash-badge--owner">Owner</span><span class="tag dash-badge--premium">Premium</span></p></div>' +
        `<a class="button col-span-full" href="/dashboard/${SERVER}" target="_blank" rel="noopener noreferrer" aria-label="Manage Warden HQ">Manage</a></li>` +
        '<li class="panel panel--compact dash-server items-center"><span class="avatar avatar--64 avatar--initials bold" role="img" aria-label="Pixel Plaza">PP</span>' +
        '<div class="dash-server__body min-w-0"><h2 class="dash-server__name truncate fs-105">Pixel Plaza</h2><p class="dash-server__badges flex gap-35">' +
        '<span class="tag dash-badge--admin">Admin</span></p></div>' +
        '<a class="button col-span-full" href="/dashboard/1100000000000000002" target="_blank" rel="noopener noreferrer" aria-label="Manage Pixel Plaza">Manage</a></li>' +
        '</ul></div></main>',
    );
    expect(html).toContain('<div class="dash-shell dash-skeleton">');
    expect(html).toContain('<div class="dash-header" aria-hidden="true" inert="">');
    expect(html).not.toContain('data-edge-');
    expect(html).not.toContain(USER_TOKEN);
  });

  it('writes a server name holding markup as text', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, USER);
    replyJson('GET', `${BOT_API}/auth/servers`, {
      user: USER,
      adminGuilds: [
        { id: SERVER, name: '</h2><script>alert(1)</script><!--', icon: '"><img src=x onerror=alert(1)>' },
      ],
    });
    const html = mainOf(await openPage('/dashboard', LIST_SHELL));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<!--');
    expect(html).toContain(
      '<h2 class="dash-server__name truncate fs-105">&lt;/h2&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!--</h2>',
    );
  });

  it.each([
    [
      'the server list fails',
      () =>
        replyWith(
          'GET',
          `${BOT_API}/auth/servers`,
          () => new Response('db down: token abc', { status: 503 }),
        ),
    ],
    ['the server list is refused', () => replyJson('GET', `${BOT_API}/auth/servers`, { error: 'no' }, 401)],
    [
      'the server list is empty',
      () => replyJson('GET', `${BOT_API}/auth/servers`, { user: USER, adminGuilds: [] }),
    ],
    ['the server list has another shape', () => replyJson('GET', `${BOT_API}/auth/servers`, { guilds: [] })],
  ])('keeps the build’s placeholder when %s', async (_, reply) => {
    replyJson('GET', `${BOT_API}/auth/me`, USER);
    reply();
    const html = await openPage('/dashboard', LIST_SHELL);
    expect(mainOf(html)).toBe(
      '<main class="dash-shell__main" aria-busy="true"><div><span class="dash-skeleton__bar"></span></div></main>',
    );
    expect(html).toContain('<div class="dash-shell dash-skeleton" aria-hidden="true" inert="">');
    expect(html).not.toContain('db down');
  });

  it('keeps the placeholder when the session check is refused, though the list was read', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, { error: 'expired' }, 401);
    replyJson('GET', `${BOT_API}/auth/servers`, {
      user: USER,
      adminGuilds: [{ id: SERVER, name: 'Warden HQ' }],
    });
    const html = mainOf(await openPage('/dashboard', LIST_SHELL));
    expect(html).not.toContain('Warden HQ');
  });
});

describe('the server overview shell', () => {
  it('shows the server’s icon and name in the heading, Refresh still locked', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, USER);
    replyJson('GET', `${BOT_API}/bot/server/${SERVER}`, {
      id: SERVER,
      name: 'Warden & <Friends>',
      icon: null,
    });
    const html = await openPage(`/dashboard/${SERVER}`, SERVER_SHELL);
    expect(mainOf(html)).toBe(
      '<main class="dash-shell__main" aria-busy="true"><div class="tool-page"><header class="tool-page__header">' +
        '<span class="avatar avatar--64 avatar--initials bold" role="img" aria-label="Warden &amp; &lt;Friends&gt;">W&amp;</span>' +
        '<div class="tool-page__titles"><h1>Warden &amp; &lt;Friends&gt;</h1></div><div class="tool-page__actions">' +
        '<button type="button" class="button button--secondary" aria-disabled="true">Refresh</button></div></header></div></main>',
    );
  });

  it('keeps the placeholder when the server read fails, with no upstream detail', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, USER);
    replyWith(
      'GET',
      `${BOT_API}/bot/server/${SERVER}`,
      () => new Response('stack trace here', { status: 500 }),
    );
    const html = await openPage(`/dashboard/${SERVER}`, SERVER_SHELL);
    expect(mainOf(html)).toBe(
      '<main class="dash-shell__main" aria-busy="true"><div><span class="dash-skeleton__bar"></span></div></main>',
    );
    expect(html).not.toContain('stack trace');
  });
});

describe('a tool page’s shell', () => {
  const TOOL_SHELL = shell(
    `<div class="tool-page wc-page"><header class="tool-page__header"><a class="button button--secondary wc-back" href="/dashboard/${DASHBOARD_SHELL_SAMPLE_ID}">Back</a>` +
      '<div class="tool-page__titles"><h1>Welcome Dashboard</h1></div><div class="cluster tool-page__actions"><button type="button">Share</button></div></header>' +
      '<form class="tool-form"><input name="content"></form><div class="wc-savebar"><button type="button" class="button">Save Configuration</button></div></div>',
  );

  it('shows the build’s heading, form and bar, all but the heading and its back link inert, the back link going to this server', async () => {
    replyJson('GET', `${BOT_API}/auth/me`, USER);
    replyJson('GET', `${BOT_API}/bot/server/${SERVER}`, { id: SERVER, name: 'Warden HQ', icon: null });
    replyJson('GET', `${BOT_API}/welcomer/${SERVER}`, { success: true, config: null });
    replyJson('GET', `${BOT_API}/dashboard/embed/channels/${SERVER}`, { channels: [] });
    const html = await openPage(`/dashboard/${SERVER}/welcome-config`, TOOL_SHELL);
    expect(mainOf(html)).toBe(
      '<main class="dash-shell__main" aria-busy="true"><div class="tool-page wc-page"><header class="tool-page__header">' +
        `<a class="button button--secondary wc-back" href="/dashboard/${SERVER}">Back</a>` +
        '<div class="tool-page__titles"><h1>Welcome Dashboard</h1></div><div class="cluster tool-page__actions" inert=""><button type="button">Share</button></div></header>' +
        '<form class="tool-form" inert=""><input name="content"></form><div class="wc-savebar" inert=""><button type="button" class="button">Save Configuration</button></div></div></main>',
    );
  });

  it('keeps the placeholder when the session check is refused', async () => {
    for (const path of [
      '/auth/me',
      `/bot/server/${SERVER}`,
      `/welcomer/${SERVER}`,
      `/dashboard/embed/channels/${SERVER}`,
    ])
      replyJson('GET', `${BOT_API}${path}`, { error: 'expired' }, 401);
    const html = mainOf(await openPage(`/dashboard/${SERVER}/welcome-config`, TOOL_SHELL));
    expect(html).toBe(
      '<main class="dash-shell__main" aria-busy="true"><div><span class="dash-skeleton__bar"></span></div></main>',
    );
  });
});

describe('the role page’s shell', () => {
  const ROLE_SHELL = shell(
    '<div class="tool-page"><header class="tool-page__header"><span data-edge-slot="server-icon" data-edge-fallback="Server"></span>' +
      '<div class="tool-page__titles"><h1>Role Configuration</h1><p class="tool-page__intro muted"><span data-edge-slot="server-name"></span></p></div>' +
      `<div class="cluster tool-page__actions"><a class="button" href="/dashboard/${DASHBOARD_SHELL_SAMPLE_ID}">Back to Server Dashboard</a></div></header>` +
      '<p class="rc-intro">Choose which roles.</p></div>',
  );

  /** The role page's reads, the server list answering `adminGuilds`. */
  function replyRoleReads(adminGuilds: unknown[]) {
    replyJson('GET', `${BOT_API}/auth/me`, USER);
    replyJson('GET', `${BOT_API}/bot/server/${SERVER}`, { id: SERVER, name: 'Detail name', icon: null });
    replyJson('GET', `${BOT_API}/auth/servers`, { user: USER, adminGuilds });
    replyJson('GET', `${BOT_API}/bot/server/${SERVER}/configurableRoles`, {});
    replyJson('GET', `${BOT_API}/dashboard/embed/resources/${SERVER}`, { roles: [], channels: [] });
  }

  it('names the server as the server list has it, escaped, with its icon, the back link going to it and the actions inert', async () => {
    replyRoleReads([{ id: SERVER, name: 'Warden <HQ>', icon: 'abc' }]);
    const html = await openPage(`/dashboard/${SERVER}/role-config`, ROLE_SHELL);
    expect(mainOf(html)).toBe(
      '<main class="dash-shell__main" aria-busy="true"><div class="tool-page"><header class="tool-page__header">' +
        `<img class="avatar avatar--64" src="https://cdn.discordapp.com/icons/${SERVER}/abc.png?size=128" alt="Warden &lt;HQ&gt;" fetchpriority="low"/>` +
        '<div class="tool-page__titles"><h1>Role Configuration</h1><p class="tool-page__intro muted">Warden &lt;HQ&gt;</p></div>' +
        `<div class="cluster tool-page__actions" inert=""><a class="button" href="/dashboard/${SERVER}">Back to Server Dashboard</a></div></header>` +
        '<p class="rc-intro" inert="">Choose which roles.</p></div></main>',
    );
    expect(html).not.toContain('data-edge-');
  });

  it('names a server missing from the list by its id, with the initials of “Server”, as the page does', async () => {
    replyRoleReads([{ id: '1100000000000000002', name: 'Pixel Plaza', icon: null }]);
    const html = mainOf(await openPage(`/dashboard/${SERVER}/role-config`, ROLE_SHELL));
    expect(html).toContain(
      '<span class="avatar avatar--64 avatar--initials bold" role="img" aria-label="Server">S</span>',
    );
    expect(html).toContain(`<p class="tool-page__intro muted">${SERVER}</p>`);
    expect(html).not.toContain('Pixel Plaza');
  });
});

// The server cards and icons the Worker writes into a dashboard shell are the markup the app renders for the same data.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { serverCardHtml, serverIconHtml } from '#shared/logic/shell-content';
import type { AdminGuild } from '#shared/schemas/auth';
import { AVATAR_FALLBACK_NAMES } from '#web/components/avatar-fallbacks';
import { ServerIcon } from '#web/components/server-icon';
import { ServerCard } from '#web/features/dashboard/components/server-card';
import { LIST_TEXTS } from '#web/features/dashboard/texts';

/**
 * `html` as the browser's parser reads it (entities spelt one way), without the image preload React
 * hoists into the document's head on its own.
 */
function parsed(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const link of template.content.querySelectorAll('link[rel="preload"]')) link.remove();
  return template.innerHTML;
}

const TEXTS = {
  ...LIST_TEXTS,
  manageServer: LIST_TEXTS.manageServer('{name}'),
  server: AVATAR_FALLBACK_NAMES.server,
};
const USER = '2000000000000000001';

const GUILDS: Record<string, AdminGuild> = {
  'an owned premium server with an icon': {
    id: '1100000000000000001',
    name: 'Warden HQ',
    icon: 'abc123',
    ownerId: USER,
    premium: true,
  },
  'an animated icon, admin only': {
    id: '1100000000000000002',
    name: 'Gif Club',
    icon: 'a_def',
    ownerId: '9',
  },
  'no icon: initials': { id: '1100000000000000003', name: 'pixel plaza', icon: null },
  'no name and no id': { name: '' },
  'markup in the name': { id: '1100000000000000004', name: '</h2><script>alert("x")</script> & \'co\'' },
};

describe('serverCardHtml', () => {
  for (const [name, guild] of Object.entries(GUILDS)) {
    it(`renders ${name} as ServerCard does`, () => {
      expect(parsed(serverCardHtml(guild, USER, TEXTS))).toBe(
        parsed(renderToStaticMarkup(<ServerCard guild={guild} userId={USER} />)),
      );
    });
  }

  it('never writes a name as markup', () => {
    const html = serverCardHtml(GUILDS['markup in the name'] as AdminGuild, USER, TEXTS);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;/h2&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;');
  });
});

describe('serverIconHtml', () => {
  it('renders the image and the initials as ServerIcon does', () => {
    for (const guild of Object.values(GUILDS)) {
      expect(parsed(serverIconHtml(guild.id, guild.icon, guild.name, TEXTS.server))).toBe(
        parsed(
          renderToStaticMarkup(<ServerIcon id={guild.id} icon={guild.icon} name={guild.name} size={64} />),
        ),
      );
    }
  });
});

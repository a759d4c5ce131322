// The share-link codec and its checks: round trips of each editor's draft, link length, and broken or hostile fragments.
import { describe, expect, it } from 'vitest';
import { welcomeConfigSchema } from '#shared/schemas/welcomer';
import { emptyEmbedDraft } from '#web/lib/embed/embed-draft';
import { draftToDiscordJson } from '#web/lib/embed/embed-json';
import {
  decodeShareFragment,
  encodeShareFragment,
  SHARE_FRAGMENT_MAX,
  SHARE_JSON_MAX_BYTES,
  SHARE_LINK_ERRORS,
} from '#web/lib/embed/share-codec';
import { readSharedDraft, SHARED_DRAFT_ERRORS } from '#web/lib/embed/shared-draft';

/** A typical announcement embed: content, title, a paragraph, three fields, footer and a button. */
function typicalEmbed() {
  const draft = emptyEmbedDraft();
  draft.content = 'Hey @everyone, the new season starts this weekend!';
  draft.embed.title = 'Season 4 starts Saturday';
  draft.embed.description =
    'The ladder resets at **18:00 UTC**. Read the rules in <#1010000000000000002> before your first match, ' +
    'and say hello in the lounge. Prizes for the top three, as always, are a custom role and bragging rights.';
  draft.embed.color = '#23a55a';
  draft.embed.fields = [
    { id: 'a', name: 'When', value: 'Saturday 18:00 UTC', inline: true },
    { id: 'b', name: 'Where', value: 'Voice: Arena', inline: true },
    { id: 'c', name: 'Sign up', value: 'React in #sign-ups', inline: false },
  ];
  draft.embed.footer.text = 'Good luck, have fun';
  draft.embed.image.url = 'https://cdn.example.com/banners/season-4.png';
  draft.embed.button = { label: 'Full schedule', url: 'https://example.com/season-4' };
  return draft;
}

/** base64url of raw bytes, to build fragments the encoder would never write. */
const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

async function deflate(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('share links', () => {
  it('carry an embed draft back unchanged, except the channel, which stays behind', async () => {
    const draft = typicalEmbed();
    draft.channelId = '1010000000000000003';
    const fragment = await encodeShareFragment('embed-generator', draftToDiscordJson(draft));
    const read = await readSharedDraft(`#${fragment}`);
    if (!read.ok || read.value.tool !== 'embed-generator') throw new Error(JSON.stringify(read));
    const ids = (fields: { name: string }[]) => fields.map((field) => ({ ...field, id: '' }));
    expect({
      ...read.value.draft,
      embed: { ...read.value.draft.embed, fields: ids(read.value.draft.embed.fields) },
    }).toEqual({
      ...draft,
      channelId: '',
      embed: { ...draft.embed, fields: ids(draft.embed.fields) },
    });
  });

  it('keep a typical embed under 2,000 characters of URL', async () => {
    const fragment = await encodeShareFragment('embed-generator', draftToDiscordJson(typicalEmbed()));
    const url = `https://warden.bot/dashboard/shared#${fragment}`;
    expect(url.length).toBeLessThan(2000);
    expect(fragment).toMatch(/^embed-generator\.[A-Za-z0-9_-]+$/);
  });

  it('carry the welcome message and embed, checked by the welcomer schema', async () => {
    const config = welcomeConfigSchema.parse({
      message: 'Welcome {user} to {server}!',
      embed: { enabled: true, title: 'Hello', thumbnail: { type: 'user_avatar' } },
    });
    const read = await readSharedDraft(
      await encodeShareFragment('welcome-config', { message: config.message, embed: config.embed }),
    );
    expect(read).toEqual({
      ok: true,
      value: { tool: 'welcome-config', draft: { message: config.message, embed: config.embed } },
      notes: [],
    });
  });

  it('carry a reaction-role draft, unfinished buttons included', async () => {
    const draft = {
      message: 'Pick your pings',
      roles: [
        { roleId: '1010000000000000011', label: 'News', emoji: '📰', style: 1 as const },
        { roleId: '', label: '', emoji: '', style: 3 as const },
      ],
    };
    const read = await readSharedDraft(await encodeShareFragment('reaction-role', draft));
    expect(read).toEqual({ ok: true, value: { tool: 'reaction-role', draft }, notes: [] });
  });

  it.each([
    ['an empty fragment', '', SHARE_LINK_ERRORS.empty],
    ['a lone #', '#', SHARE_LINK_ERRORS.empty],
    ['another tool', 'role-config.abc', SHARE_LINK_ERRORS.unknownTool],
    ['no tool at all', 'q1w2e3', SHARE_LINK_ERRORS.unknownTool],
    ['a prototype key as tool', '__proto__.abc', SHARE_LINK_ERRORS.unknownTool],
    ['characters outside base64url', 'embed-generator.ab+c/=', SHARE_LINK_ERRORS.broken],
    ['a script in the fragment', 'embed-generator.<script>alert(1)</script>', SHARE_LINK_ERRORS.broken],
    ['bytes that are not deflate', 'embed-generator.AAAAAAAAAAAA', SHARE_LINK_ERRORS.broken],
  ])('refuse %s with a clear message', async (_name, fragment, error) => {
    expect(await decodeShareFragment(fragment)).toEqual({ ok: false, error });
  });

  it('refuse a link cut short', async () => {
    const fragment = await encodeShareFragment('embed-generator', draftToDiscordJson(typicalEmbed()));
    expect(await readSharedDraft(fragment.slice(0, fragment.length - 40))).toEqual({
      ok: false,
      error: SHARE_LINK_ERRORS.broken,
    });
  });

  it('refuse an overlong fragment without reading it', async () => {
    const fragment = `embed-generator.${'A'.repeat(SHARE_FRAGMENT_MAX)}`;
    expect(await decodeShareFragment(fragment)).toEqual({ ok: false, error: SHARE_LINK_ERRORS.tooLong });
  });

  it('stop a deflate bomb at the size limit', async () => {
    const bomb = await deflate(`"${' '.repeat(SHARE_JSON_MAX_BYTES * 20)}"`);
    const fragment = `embed-generator.${b64url(bomb)}`;
    expect(fragment.length).toBeLessThan(SHARE_FRAGMENT_MAX);
    expect(await decodeShareFragment(fragment)).toEqual({ ok: false, error: SHARE_LINK_ERRORS.tooLarge });
  });

  it('refuse bytes that are not UTF-8 JSON', async () => {
    const notJson = await deflate('{"content": "hi"');
    expect(await decodeShareFragment(`embed-generator.${b64url(notJson)}`)).toEqual({
      ok: false,
      error: SHARE_LINK_ERRORS.broken,
    });
  });

  it('refuse a draft its editor would not accept, naming the problem', async () => {
    const welcome = await readSharedDraft(
      await encodeShareFragment('welcome-config', {
        message: 'Hi',
        embed: { image: { url: 'javascript:alert(1)' } },
      }),
    );
    expect(welcome).toEqual({
      ok: false,
      error: `${SHARED_DRAFT_ERRORS['welcome-config']}: embed.image.url: must be a valid http(s) URL`,
    });
    const roles = await readSharedDraft(
      await encodeShareFragment('reaction-role', {
        message: 'Hi',
        roles: [{ roleId: 'x', label: 'A', style: 9 }],
      }),
    );
    expect(roles).toMatchObject({ ok: false });
    expect(
      !roles.ok && roles.error.startsWith(`${SHARED_DRAFT_ERRORS['reaction-role']}: roles.0.roleId`),
    ).toBe(true);
    const embed = await readSharedDraft(await encodeShareFragment('embed-generator', [1, 2]));
    expect(embed).toEqual({
      ok: false,
      error: `${SHARED_DRAFT_ERRORS['embed-generator']}. The JSON must be an object: a Discord message, a Discohook backup or an embed`,
    });
  });

  it('drop keys no schema knows, such as __proto__', async () => {
    const fragment = await encodeShareFragment('reaction-role', {
      message: 'Hi',
      roles: [],
      polluted: true,
    });
    const hostile = JSON.parse('{"message":"Hi","roles":[],"__proto__":{"isAdmin":true}}');
    const read = await readSharedDraft(await encodeShareFragment('reaction-role', hostile));
    expect(read).toEqual({
      ok: true,
      value: { tool: 'reaction-role', draft: { message: 'Hi', roles: [] } },
      notes: [],
    });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(await readSharedDraft(fragment)).toEqual(read);
  });
});

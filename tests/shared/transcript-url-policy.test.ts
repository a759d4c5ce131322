// Which transcript links the worker may fetch: Discord's attachment hosts exactly, or a configured origin.
import { describe, expect, it } from 'vitest';
import {
  checkTranscriptUrl,
  TRANSCRIPT_URL_REFUSALS as REFUSED,
} from '#shared/logic/transcript/transcript-url-policy';

const ORIGINS = ['http://127.0.0.1:9555', 'https://transcripts.example.com'];

function reasonFor(raw: string, base?: URL): string | null {
  const verdict = checkTranscriptUrl(raw, ORIGINS, base);
  return verdict.ok ? null : verdict.reason;
}

describe('checkTranscriptUrl', () => {
  it.each([
    'https://cdn.discordapp.com/attachments/1/2/transcript.txt',
    'https://media.discordapp.net/attachments/1/2/transcript.txt?ex=1&is=2&hm=abc',
  ])('allows %s', (raw) => {
    const verdict = checkTranscriptUrl(raw, []);
    expect(verdict).toMatchObject({ ok: true, discordHost: true });
    expect(verdict.ok && verdict.url.href).toBe(raw);
  });

  it.each([
    'https://cdn.discordapp.com/attachments/1/2/t.txt?ex=ffff&ex=6a00b1c2&is=1&hm=abc',
    'https://cdn.discordapp.com/attachments/1/2/t.txt?ex=1&is=2&is=3&hm=abc',
    'https://cdn.discordapp.com/attachments/1/2/t.txt?ex=1&is=2&hm=abc&hm=def',
    'http://127.0.0.1:9555/t.txt?ex=1&ex=2',
  ])('refuses %s, which repeats a signature parameter', (raw) => {
    expect(reasonFor(raw)).toBe(REFUSED.repeatedSignature);
  });

  it('matches the host case-insensitively and fetches the normalised URL', () => {
    const verdict = checkTranscriptUrl('HTTPS://CDN.DiscordApp.COM/attachments/1/2/t.txt#top', []);
    expect(verdict.ok && verdict.url.href).toBe('https://cdn.discordapp.com/attachments/1/2/t.txt');
  });

  it.each([
    ['http://cdn.discordapp.com/a.txt', REFUSED.notHttps],
    ['file:///etc/passwd', REFUSED.notHttps],
    ['data:text/plain,hello', REFUSED.notHttps],
    ['javascript:alert(1)', REFUSED.notHttps],
    ['ftp://cdn.discordapp.com/a.txt', REFUSED.notHttps],
    ['https://cdn.discordapp.com.evil.com/a.txt', REFUSED.host],
    ['https://evilcdn.discordapp.com/a.txt', REFUSED.host],
    ['https://discordapp.com/a.txt', REFUSED.host],
    ['https://cdn.discordapp.com./a.txt', REFUSED.host],
    ['https://cdn.discordapp.com../a.txt', REFUSED.host],
    ['https://cdn.discordаpp.com/a.txt', REFUSED.host],
    ['https://evil.com@cdn.discordapp.com/a.txt', REFUSED.credentials],
    ['https://cdn.discordapp.com:pw@evil.com/a.txt', REFUSED.credentials],
    ['https://@cdn.discordapp.com/a.txt', REFUSED.credentials],
    ['https://cdn.discordapp.com:8443/a.txt', REFUSED.port],
    ['https://cdn.discordapp.com:443/a.txt', REFUSED.port],
    ['https://cdn.discordapp.com:/a.txt', REFUSED.port],
    ['https:cdn.discordapp.com:80/a.txt', REFUSED.port],
    ['https://127.0.0.1/a.txt', REFUSED.ipAddress],
    ['https://2130706433/a.txt', REFUSED.ipAddress],
    ['https://0x7f.1/a.txt', REFUSED.ipAddress],
    ['https://[::1]/a.txt', REFUSED.ipAddress],
    ['https://[::ffff:169.254.169.254]/a.txt', REFUSED.ipAddress],
    ['https://169.254.169.254/latest/meta-data', REFUSED.ipAddress],
    ['not a url', REFUSED.invalid],
    ['https://', REFUSED.invalid],
    ['', REFUSED.empty],
    ['   ', REFUSED.empty],
    [`https://cdn.discordapp.com/${'a'.repeat(2100)}`, REFUSED.tooLong],
  ])('refuses %s', (raw, reason) => {
    expect(reasonFor(raw)).toBe(reason);
  });

  it('allows exactly the configured origins, scheme, host and port included', () => {
    expect(reasonFor('http://127.0.0.1:9555/t.txt')).toBeNull();
    expect(reasonFor('https://transcripts.example.com/t/1.txt')).toBeNull();
    expect(reasonFor('http://127.0.0.1:9556/t.txt')).toBe(REFUSED.notHttps);
    expect(reasonFor('https://127.0.0.1:9555/t.txt')).toBe(REFUSED.port);
    expect(reasonFor('http://transcripts.example.com/t.txt')).toBe(REFUSED.notHttps);
    expect(reasonFor('https://sub.transcripts.example.com/t.txt')).toBe(REFUSED.host);
    expect(reasonFor('http://user@127.0.0.1:9555/t.txt')).toBe(REFUSED.credentials);
  });

  it('requires the listed scheme itself: no blob: (or other) URL of a listed origin', () => {
    expect(reasonFor('blob:https://transcripts.example.com/0f8c2a4e-1111-2222-3333-444455556666')).toBe(
      REFUSED.notHttps,
    );
    expect(reasonFor('blob:http://127.0.0.1:9555/0f8c2a4e')).toBe(REFUSED.notHttps);
  });

  it('counts an http: entry only for a loopback host, never in a deployment', () => {
    const verdict = (raw: string, origins: string[]) => checkTranscriptUrl(raw, origins);
    expect(verdict('http://transcripts.example.com/t.txt', ['http://transcripts.example.com'])).toEqual({
      ok: false,
      reason: REFUSED.notHttps,
    });
    expect(verdict('http://localhost:8080/t.txt', ['http://localhost:8080']).ok).toBe(true);
    expect(verdict('http://[::1]:8080/t.txt', ['http://[::1]:8080']).ok).toBe(true);
  });

  it.each([
    'https://cdn.discordapp.com/attachments/1/2/t.txt',
    'https://media.discordapp.net/attachments/1/2/t.txt',
    'https://cdn.discordapp.com/ephemeral-attachments/1/2/t.txt',
  ])('allows the Discord attachment path of %s', (raw) => {
    expect(reasonFor(raw)).toBeNull();
  });

  it.each([
    'https://cdn.discordapp.com/avatars/1/abc.png',
    'https://cdn.discordapp.com/emojis/1.png',
    'https://media.discordapp.net/',
    'https://cdn.discordapp.com/attachmentsX/1/2/t.txt',
    'https://cdn.discordapp.com/x/attachments/1/2/t.txt',
  ])('refuses the other Discord path %s', (raw) => {
    expect(reasonFor(raw)).toBe(REFUSED.path);
  });

  it('ignores malformed configured origins', () => {
    const verdict = checkTranscriptUrl('https://x.example/t.txt', ['not an origin', 'file:///x', '']);
    expect(verdict).toEqual({ ok: false, reason: REFUSED.host });
  });

  it('resolves a relative redirect against the current URL and checks it again', () => {
    const base = new URL('https://cdn.discordapp.com/attachments/1/2/t.txt');
    expect(reasonFor('/attachments/3/4/t.txt', base)).toBeNull();
    expect(reasonFor('//evil.com/t.txt', base)).toBe(REFUSED.host);
    expect(reasonFor('//cdn.discordapp.com:8080/t.txt', base)).toBe(REFUSED.port);
    expect(reasonFor('\\\\evil.com/t.txt', base)).toBe(REFUSED.host);
  });

  it('ignores tabs and newlines the way the URL parser does', () => {
    expect(reasonFor('https://cdn.discord\tapp.com/attach\nments/1/2/a.txt')).toBeNull();
    expect(reasonFor(' https://cdn.discordapp.com:8\n443/a.txt ')).toBe(REFUSED.port);
  });
});

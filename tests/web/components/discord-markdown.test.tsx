// The markdown renderer: Discord formatting drawn with React elements, never raw HTML from input.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DiscordMarkdown } from '#web/components/markdown/discord-markdown';

const ALLOWED_TAGS = new Set([
  'div',
  'span',
  'strong',
  'em',
  'u',
  's',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'small',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'br',
  'button',
  'time',
]);

describe('DiscordMarkdown', () => {
  it('wraps paragraphs, quotes, subtext and headings in their own elements and classes', () => {
    expect(
      renderToStaticMarkup(<DiscordMarkdown text={'plain **b**\n> quoted\n-# small print\n# Big'} />),
    ).toBe(
      '<div class="md"><div class="md-paragraph">plain <strong>b</strong></div>' +
        '<blockquote class="md-quote"><div class="md-paragraph">quoted</div></blockquote>' +
        '<small class="md-subtext fs-80">small print</small><h1 class="md-heading md-heading--1">Big</h1></div>',
    );
  });

  it('draws a text of one paragraph straight inside its wrapper, block or inline', () => {
    expect(renderToStaticMarkup(<DiscordMarkdown text="plain **b**" />)).toBe(
      '<div class="md">plain <strong>b</strong></div>',
    );
    expect(renderToStaticMarkup(<DiscordMarkdown text="plain **b**" inline />)).toBe(
      '<span class="md md--inline">plain <strong>b</strong></span>',
    );
  });

  it('draws mentions with names and colours from the resolver', () => {
    render(
      <DiscordMarkdown
        text="Hi <@123456789012345678>, see <#223456789012345678> and <@&323456789012345678>"
        resolver={{
          user: () => ({ name: 'ava' }),
          channel: () => ({ name: 'rules' }),
          role: () => ({ name: 'Moderator', color: 0x2ecc71 }),
        }}
      />,
    );
    expect(screen.getByText('@ava')).toBeTruthy();
    expect(screen.getByText('#rules')).toBeTruthy();
    expect(screen.getByText('@Moderator').getAttribute('style')).toContain('#2ecc71');
  });

  it('draws a role without colour in the default mention colour and an @everyone chip', () => {
    render(
      <DiscordMarkdown
        text="<@&323456789012345678> and @everyone"
        resolver={{ role: () => ({ name: 'Members', color: 0 }) }}
      />,
    );
    const role = screen.getByText('@Members');
    expect(role.className).toBe('md-mention md-mention--role');
    expect(role.getAttribute('style')).toBeNull();
    expect(screen.getByText('@everyone').className).toBe('md-mention');
  });

  it('draws unknown mentions as Discord does: #unknown chip, plain @deleted-role, @unknown-user chip', () => {
    const { container } = render(
      <DiscordMarkdown
        text="<#223456789012345678> <@&323456789012345678> <@123456789012345678>"
        resolver={{ channel: () => undefined, role: () => undefined }}
      />,
    );
    const chips = Array.from(container.querySelectorAll('.md-mention'), (chip) => chip.textContent);
    expect(chips).toEqual(['#unknown', '@unknown-user']);
    expect(container.querySelector('.md-mention em')?.textContent).toBe('unknown');
    expect(screen.getByText('@deleted-role').className).toBe('');
    expect(container.textContent).toBe('#unknown @deleted-role @unknown-user');
  });

  it('draws mentions without any resolver as unknown ones, and <#id> inside code as text', () => {
    const { container } = render(<DiscordMarkdown text="<#223456789012345678> `<#223456789012345678>`" />);
    expect(container.textContent).toBe('#unknown <#223456789012345678>');
  });

  it('draws a slash-command mention as a command chip like the other mentions', () => {
    render(
      <DiscordMarkdown
        text="<@123456789012345678> try </ban user:223456789012345678> or </:223456789012345678>"
        resolver={{ user: () => ({ name: 'ava' }) }}
      />,
    );
    const chip = screen.getByText('/ban user');
    expect(chip.className).toBe(screen.getByText('@ava').className);
    expect(screen.getByText(/or <\/:223456789012345678>/)).toBeTruthy();
  });

  it('opens masked links in a new tab and never links other schemes', () => {
    render(<DiscordMarkdown text="[docs](https://docs.example.com) [bad](javascript:alert(1))" />);
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link.getAttribute('href')).toBe('https://docs.example.com');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
  });

  it('hides spoilers until activated', async () => {
    render(<DiscordMarkdown text="||secret||" />);
    await userEvent.click(screen.getByRole('button', { name: 'Spoiler, activate to reveal' }));
    expect(screen.getByText('secret').closest('.md-spoiler--revealed')).toBeTruthy();
  });

  it('draws custom emoji as images from the CDN', () => {
    render(<DiscordMarkdown text="<:wave:123456789012345678>" />);
    expect(screen.getByRole('img', { name: ':wave:' }).getAttribute('src')).toContain(
      '/emojis/123456789012345678.webp',
    );
  });

  it('never emits HTML from input text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc.constantFrom(
            '<script>alert(1)</script>',
            '<img src=x onerror=alert(1)>',
            '**<b>x</b>**',
            '[a](javascript:x)',
          ),
        ),
        (text) => {
          const html = renderToStaticMarkup(<DiscordMarkdown text={text} />);
          for (const [, tag, attributes] of html.matchAll(/<\/?([a-zA-Z0-9-]+)([^>]*)>/g)) {
            expect(ALLOWED_TAGS.has(tag ?? '')).toBe(true);
            expect(attributes).not.toMatch(/\son[a-z]+=|(href|src)="(?!https?:)/i);
          }
        },
      ),
    );
  });
});

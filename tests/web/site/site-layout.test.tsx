import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PublicLayout } from '#web/app/layouts/public-layout';
import { useNarrowView } from '#web/features/home/hooks/use-narrow-view';
import { renderRoutes, TEST_CONFIG } from '../support/render-app';

function renderLayout(at: string) {
  return renderRoutes(
    [
      {
        element: <PublicLayout />,
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '*', element: <h1>Page</h1> },
        ],
      },
    ],
    at,
  );
}
const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));
const links = (scope: Pick<typeof screen, 'getAllByRole'>) =>
  scope
    .getAllByRole('link')
    .map((link) => [link.textContent?.replace(' (opens in a new tab)', ''), link.getAttribute('href')]);

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => scrollTo(0));

/** The switcher's links: the page at `path` in every language. */
function languageLinks(path: string): string[][] {
  return [
    ['English', path],
    ['Español', path === '/' ? '/es/' : `/es${path}`],
    ['Português (Brasil)', path === '/' ? '/pt-br/' : `/pt-br${path}`],
    ['Deutsch', path === '/' ? '/de/' : `/de${path}`],
    ['العربية', path === '/' ? '/ar/' : `/ar${path}`],
  ];
}

describe('the public navigation', () => {
  it('links Home, Commands, Premium, Team, Dashboard and Support on the landing page', () => {
    renderLayout('/');
    expect(links(mainNav())).toEqual([
      ['Warden', '/'],
      ['Home', '/'],
      ['Commands', '/commands'],
      ['Premium', '/premium'],
      ['Team', '/team'],
      ['Dashboard', '/dashboard'],
      ['Support ↗', TEST_CONFIG.supportInviteUrl],
      ...languageLinks('/'),
    ]);
    const support = mainNav().getByRole('link', { name: /^Support/ });
    expect(support.getAttribute('target')).toBe('_blank');
    expect(support.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('drops Team and Dashboard on other pages and marks the current page', () => {
    renderLayout('/commands');
    expect(links(mainNav()).map(([label]) => label)).toEqual([
      'Warden',
      'Home',
      'Commands',
      'Premium',
      'Support ↗',
      ...languageLinks('/commands').map(([label]) => label),
    ]);
    expect(mainNav().getByRole('link', { name: 'Commands' }).getAttribute('aria-current')).toBe('page');
    expect(mainNav().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('turns solid once scrolled past 50 px', () => {
    renderLayout('/');
    const header = screen.getByRole('banner');
    expect(header.className).not.toContain('site-nav--solid');
    scrollTo(50);
    expect(header.className).not.toContain('site-nav--solid');
    scrollTo(51);
    expect(header.className).toContain('site-nav--solid');
    scrollTo(10);
    expect(header.className).not.toContain('site-nav--solid');
  });

  it('puts the links in a menu the toggle button opens', () => {
    renderLayout('/');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('popovertarget') ?? '');
    expect(menu?.getAttribute('popover')).toBe('auto');
    expect(within(menu as HTMLElement).getAllByRole('link')).toHaveLength(6);
  });
});

describe('the language switcher', () => {
  it('links the same page in every language and remembers the choice', () => {
    renderLayout('/commands');
    const switcher = within(screen.getByRole('banner')).getByText('Language: English').closest('details');
    const entries = within(switcher as HTMLElement).getAllByRole('link');
    expect(
      entries.map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('lang')]),
    ).toEqual([
      ['English', '/commands', 'en'],
      ['Español', '/es/commands', 'es'],
      ['Português (Brasil)', '/pt-br/commands', 'pt-BR'],
      ['Deutsch', '/de/commands', 'de'],
      ['العربية', '/ar/commands', 'ar'],
    ]);
    entries[1]?.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(entries[1] as HTMLElement);
    expect(document.cookie).toContain('warden_locale=es');
  });
});

describe('the public footer', () => {
  it('links every page of spec section 2 and the support server', () => {
    renderLayout('/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(links(footer)).toEqual([
      ['Warden', '/'],
      ['Features', '/features'],
      ['Commands', '/commands'],
      ['Dashboard', '/dashboard'],
      ['Premium', '/premium'],
      ['Support Server', TEST_CONFIG.supportInviteUrl],
      ['Contact', '/contact'],
      ['Our Team', '/team'],
      ['Privacy Policy', '/privacy'],
      ['Terms & Conditions', '/terms'],
      ['Community Guidelines', '/guidelines'],
      ...languageLinks('/'),
    ]);
  });
});

describe('the landing narrow view', () => {
  it('is on only for widths above 400 and below 1075 px, following resizes', () => {
    const resize = (width: number) => {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
      fireEvent(window, new Event('resize'));
    };
    resize(1280);
    const { result } = renderHook(() => useNarrowView());
    expect(result.current).toBe(false);
    for (const [width, narrow] of [
      [1075, false],
      [1074, true],
      [401, true],
      [400, false],
    ] as const) {
      act(() => resize(width));
      expect(result.current, `${width}px`).toBe(narrow);
    }
    resize(1024);
  });
});

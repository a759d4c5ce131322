// Unit test: the theme cookie the switch writes and the Worker reads.
import { describe, expect, it } from 'vitest';
import { fixedThemeOf, THEME_COOKIE_MAX_AGE, themeCookie } from '#shared/logic/theme';

describe('fixedThemeOf', () => {
  it.each([
    ['warden_theme=light', 'light'],
    ['a=1; warden_theme=dark; b=2', 'dark'],
  ])('reads %s as %s', (header, theme) => {
    expect(fixedThemeOf(header)).toBe(theme);
  });

  it.each([
    null,
    undefined,
    '',
    'warden_theme=',
    'warden_theme=system',
    'warden_theme=blue',
    'xwarden_theme=light',
  ])('follows the system for %s', (header) => {
    expect(fixedThemeOf(header)).toBeNull();
  });
});

describe('themeCookie', () => {
  it('remembers a fixed theme for a year', () => {
    expect(themeCookie('light')).toBe(
      `warden_theme=light; Path=/; Max-Age=${THEME_COOKIE_MAX_AGE}; SameSite=Lax`,
    );
    expect(THEME_COOKIE_MAX_AGE).toBe(31_536_000);
  });

  it('forgets the choice for system', () => {
    expect(themeCookie('system')).toBe('warden_theme=; Path=/; Max-Age=0; SameSite=Lax');
  });

  it('writes what fixedThemeOf reads back', () => {
    expect(fixedThemeOf(themeCookie('dark').split(';')[0])).toBe('dark');
  });
});

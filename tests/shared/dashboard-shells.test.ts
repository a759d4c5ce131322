// Which pre-rendered dashboard shell each dashboard page gets.
import { describe, expect, it } from 'vitest';
import { DASHBOARD_SHELL_PAGES, dashboardShellPath } from '#shared/logic/dashboard-shells';
import { SERVER_TOOLS } from '#shared/site-routes';

const ID = '1100000000000000001';

describe('dashboardShellPath', () => {
  it.each([
    ['/dashboard', '/dashboard-shell/list'],
    ['/dashboard/', '/dashboard-shell/list'],
    ['/dashboard/profile', '/dashboard-shell/profile'],
    [`/dashboard/${ID}`, '/dashboard-shell/server'],
    [`/dashboard/${ID}/embed-generator`, '/dashboard-shell/embed-generator'],
    [`/dashboard/${ID}/no-such-tool`, '/dashboard-shell/server'],
    [`/dashboard/${ID}/logs/`, '/dashboard-shell/logs'],
  ])('%s gets %s', (path, shell) => {
    expect(dashboardShellPath(path)).toBe(shell);
  });

  it.each([
    ['/dashboard', 'es', '/dashboard-shell/es/list'],
    [`/dashboard/${ID}/logs`, 'ar', '/dashboard-shell/ar/logs'],
    ['/dashboard/profile', 'pt-BR', '/dashboard-shell/pt-br/profile'],
    [`/dashboard/${ID}`, 'en', '/dashboard-shell/server'],
  ] as const)('%s in %s gets %s', (path, locale, shell) => {
    expect(dashboardShellPath(path, locale)).toBe(shell);
  });

  it.each(['/', '/login', '/dashboardx', '/transcribe/'])('%s gets none', (path) => {
    expect(dashboardShellPath(path)).toBeNull();
  });

  it('has a shell for the list, the profile, the overview and every server tool', () => {
    expect(Object.keys(DASHBOARD_SHELL_PAGES).sort()).toEqual(
      ['list', 'profile', 'server', ...SERVER_TOOLS].sort(),
    );
  });
});

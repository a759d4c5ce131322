// The dashboard's catalogue: its English texts stay the spec's shared constants, its pages load it, and it switches language.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_BUTTON_TEXT } from '#shared/constants/login-confirm';
import { tooManyRequestsText } from '#shared/constants/rate-limits';
import { ConfirmDialog } from '#web/components/confirm-dialog';
import { AUTH_TEXTS } from '#web/features/auth/texts';
import { LIST_TEXTS, SERVER_TEXTS } from '#web/features/dashboard/texts';
import { ApiRequestError } from '#web/lib/api-client';
import { DASHBOARD_ERROR_TEXTS, dashboardErrorText, serverMessageText } from '#web/lib/api-errors';
import { activateLocale, NAMESPACES } from '#web/lib/i18n/i18n';
import { activateDocumentLocale, namespacesOf } from '#web/lib/i18n/page-locale';
import { NETWORK_ERROR_TEXT } from '#web/lib/server-message';

afterEach(async () => {
  await activateDocumentLocale('en', NAMESPACES);
});

describe('the English dashboard texts', () => {
  it('keep the shared constants the Worker and other pages use, word for word', () => {
    expect(AUTH_TEXTS.loginButton).toBe(LOGIN_BUTTON_TEXT);
    expect(DASHBOARD_ERROR_TEXTS.network).toBe(NETWORK_ERROR_TEXT);
    expect(DASHBOARD_ERROR_TEXTS.tooManyRequests(42)).toBe(tooManyRequestsText(42));
  });

  it('count days and boosts with plurals and grouped numbers', () => {
    expect([
      SERVER_TEXTS.days(1),
      SERVER_TEXTS.days(420),
      SERVER_TEXTS.boosts(1),
      SERVER_TEXTS.boosts(14),
    ]).toEqual(['1 day', '420 days', '1 boost', '14 boosts']);
  });
});

describe('the dashboard texts in another locale', () => {
  it('read the active locale: Spanish list title, Arabic plurals and a translated 429', async () => {
    await activateLocale('es', ['site', 'dashboard']);
    expect(LIST_TEXTS.title).toBe('Tus servidores');
    const limited = new ApiRequestError('http', tooManyRequestsText(7), 429, tooManyRequestsText(7), null, 7);
    expect(dashboardErrorText(limited)).toBe('Demasiadas solicitudes; vuelve a intentarlo en 7 s.');
    await activateLocale('ar', ['site', 'dashboard']);
    expect([SERVER_TEXTS.days(2), SERVER_TEXTS.days(3)]).toEqual(['يومان', '3 أيام']);
  });

  it("give a confirmation without its own cancel label the page's 'Cancel'", async () => {
    await activateLocale('de', ['site', 'dashboard']);
    render(
      <ConfirmDialog title="T" message="M" confirmLabel="OK" onConfirm={() => {}} onCancel={() => {}} />,
    );
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeTruthy();
  });

  it('mark the document with the locale and its direction', async () => {
    await activateDocumentLocale('ar', ['site', 'dashboard']);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
  });
});

describe('namespacesOf', () => {
  it('gives the dashboard and sign-in pages the dashboard catalogue, public pages not', () => {
    expect(
      ['/dashboard', '/dashboard/123/logs', '/login', '/auth-landing', '/logout', '/', '/es/commands'].map(
        namespacesOf,
      ),
    ).toEqual([
      ['site', 'dashboard'],
      ['site', 'dashboard'],
      ['site', 'dashboard'],
      ['site', 'dashboard'],
      ['site', 'dashboard'],
      ['site'],
      ['site', 'commands'],
    ]);
  });
});

describe('serverMessageText', () => {
  /** A failed reply carrying the Worker's envelope with `code` and `message`. */
  const envelope = (status: number, code: string, message: string) =>
    new ApiRequestError('http', message, status, message, { error: { code, message } });

  it("keeps the reply's own text word for word in English", () => {
    const failed = envelope(502, 'upstream_failed', 'The bot API failed to answer (status 500).');
    expect(serverMessageText(failed)).toBe('The bot API failed to answer (status 500).');
  });

  it("shows a known envelope code's catalogue text in another locale, and an unknown one's own text", async () => {
    await activateLocale('de', ['site', 'dashboard']);
    expect(
      serverMessageText(envelope(502, 'upstream_unreachable', 'The bot API could not be reached.')),
    ).toBe('Der Bot war nicht erreichbar oder hat nicht richtig geantwortet. Bitte versuch es erneut.');
    expect(
      serverMessageText(envelope(401, 'unauthorized', 'You are not signed in. Please log in again.')),
    ).toBe('Du bist nicht angemeldet. Bitte melde dich erneut an.');
    expect(serverMessageText(envelope(400, 'prefix_taken', 'Upstream said no.'))).toBe('Upstream said no.');
    expect(serverMessageText(new ApiRequestError('http', 'HTTP 500', 500))).toBeUndefined();
  });
});

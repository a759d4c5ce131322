// The verification page: the 1 s redirect to Discord, one POST per code, success and close after 2 s, every failure.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PENDING_VERIFY_GUILD_KEY, PENDING_VERIFY_STATE_KEY } from '#shared/constants/storage';
import { paths } from '#shared/site-routes';
import UserVerifyPage from '#web/features/verification/routes/user-verify-page';
import { verifyTexts } from '#web/features/verification/texts';
import { createStore } from '#web/lib/jotai';
import { DEFAULT_PUBLIC_CONFIG, setPublicConfig } from '#web/lib/public-config';
import { installApiStub, type StubReply } from '../support/api-stub';
import { announced, findAnnouncement, landing, renderPage } from '../support/render-app';
import { settle } from '../support/settle';

const api = installApiStub();
const VERIFY_ROUTE = 'POST /api/verify';

const GUILD = '1100000000000000001';
const CLIENT_ID = '999888777666555444';
/** The OAuth `state` this browser sent to Discord (stored before each test). */
const STATE = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
let codeSerial = 0;

/** A new OAuth code per test: the page posts each code once for the life of the module. */
function freshCode(): string {
  codeSerial += 1;
  return `oauth-code-${codeSerial}`;
}

function renderVerify(query: string) {
  const view = renderPage(UserVerifyPage, paths.userVerify, {
    at: `${paths.userVerify}${query}`,
    routes: [landing('*', 'Another page')],
    store: createStore(),
    config: null,
    strict: true,
  });
  setPublicConfig({ ...DEFAULT_PUBLIC_CONFIG, discordClientId: CLIENT_ID }, false);
  return view;
}

let assign: ReturnType<typeof vi.spyOn>;
let close: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
  sessionStorage.setItem(PENDING_VERIFY_STATE_KEY, STATE);
  close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('/user-verify with a guild and no code', () => {
  it('stores the guild and goes to Discord after 1 s', async () => {
    vi.useFakeTimers();
    const sent = api.calls;
    renderVerify(`?guild=${GUILD}`);
    expect(announced('polite')).toContain(verifyTexts.redirecting);
    expect(sessionStorage.getItem(PENDING_VERIFY_GUILD_KEY)).toBe(GUILD);
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(assign).toHaveBeenCalledTimes(1);
    const target = new URL(String(assign.mock.calls[0]?.[0]));
    expect(`${target.origin}${target.pathname}`).toBe('https://discord.com/oauth2/authorize');
    const state = sessionStorage.getItem(PENDING_VERIFY_STATE_KEY);
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(state).not.toBe(STATE);
    expect(Object.fromEntries(target.searchParams)).toEqual({
      client_id: CLIENT_ID,
      redirect_uri: `${window.location.origin}/user-verify`,
      response_type: 'code',
      scope: 'identify guilds.join email',
      state,
    });
    expect(sent).toHaveLength(0);
  });

  it('returns straight to the page with a demo code in demo mode', async () => {
    renderVerify(`?guild=${GUILD}`);
    act(() => setPublicConfig({ ...DEFAULT_PUBLIC_CONFIG, demoMode: true }, false));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const state = sessionStorage.getItem(PENDING_VERIFY_STATE_KEY);
    expect(assign).toHaveBeenCalledWith(
      `${window.location.origin}/user-verify?code=demo-oauth-code&state=${state}`,
    );
  });

  it('says verification is not set up when no client id is configured', async () => {
    renderVerify(`?guild=${GUILD}`);
    act(() => setPublicConfig({ ...DEFAULT_PUBLIC_CONFIG, discordClientId: '' }, false));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(announced('assertive')).toContain(verifyTexts.notConfigured);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('/user-verify with a code', () => {
  it('posts {code, guildId} exactly once in strict mode, then succeeds and closes after 2 s', async () => {
    vi.useFakeTimers();
    const code = freshCode();
    sessionStorage.setItem(PENDING_VERIFY_GUILD_KEY, GUILD);
    api.on(VERIFY_ROUTE, { json: { success: true } });
    const sent = api.calls;
    const view = renderVerify(`?code=${code}&state=${STATE}`);
    expect(announced('polite')).toContain(verifyTexts.connecting);
    await settle(() => screen.getByText(verifyTexts.success));
    expect(sent).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/verify', body: { code, guildId: GUILD } }),
    ]);
    expect(sessionStorage.getItem(PENDING_VERIFY_GUILD_KEY)).toBeNull();
    expect(sessionStorage.getItem(PENDING_VERIFY_STATE_KEY)).toBeNull();
    expect(screen.getByRole('link', { name: verifyTexts.successLink }).getAttribute('href')).toBe(
      paths.success,
    );

    view.rerender(<p>elsewhere</p>);
    view.unmount();
    sessionStorage.setItem(PENDING_VERIFY_STATE_KEY, STATE);
    renderVerify(`?code=${code}&guild=${GUILD}&state=${STATE}`);
    await settle(() => screen.getByText(verifyTexts.success));
    expect(sent).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(close).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(close).toHaveBeenCalled();
    expect(screen.getByText(verifyTexts.closeRefused)).toBeTruthy();
    expect(screen.getByRole('link', { name: verifyTexts.successLink }).getAttribute('href')).toBe(
      paths.success,
    );
  });

  it('uses the guild given in the address over the stored one', async () => {
    const code = freshCode();
    sessionStorage.setItem(PENDING_VERIFY_GUILD_KEY, '1100000000000000999');
    api.on(VERIFY_ROUTE, { json: { success: true } });
    const sent = api.calls;
    renderVerify(`?code=${code}&guild=${GUILD}&state=${STATE}`);
    await screen.findByText(verifyTexts.success);
    expect(sent[0]?.body).toEqual({ code, guildId: GUILD });
  });
});

describe('/user-verify failures', () => {
  async function failWith(reply: StubReply) {
    sessionStorage.setItem(PENDING_VERIFY_GUILD_KEY, GUILD);
    api.on(VERIFY_ROUTE, reply);
    renderVerify(`?code=${freshCode()}&state=${STATE}`);
    return findAnnouncement('assertive');
  }

  it('shows the server error with its details and a Try Again that restarts at Discord', async () => {
    const alert = await failWith({
      status: 400,
      json: { success: false, error: 'Invalid OAuth code', details: 'The authorisation code has expired.' },
    });
    expect(alert.textContent).toContain('Verification failed: Invalid OAuth code');
    expect(alert.textContent).toContain('The authorisation code has expired.');
    await userEvent.click(screen.getByRole('button', { name: verifyTexts.tryAgain }));
    expect(assign).toHaveBeenCalledWith(`/user-verify?guild=${GUILD}`);
    expect(sessionStorage.getItem(PENDING_VERIFY_GUILD_KEY)).toBe(GUILD);
  });

  it.each([
    [{ success: false, details: 'Bot lacks Manage Roles' }, 'Verification failed: Bot lacks Manage Roles'],
    [{ success: false, message: 'Already verified' }, 'Verification failed: Already verified'],
    [{ success: false }, 'Verification failed'],
    [{}, 'Verification failed'],
  ])('reads a 200 reply %j as "%s"', async (body, text) => {
    const alert = await failWith({ json: body });
    expect(alert.textContent).toContain(text);
    expect(document.querySelector('.verify-card__title')?.textContent).toBe(text);
  });

  it('shows the worker envelope message for an unconfigured service', async () => {
    const message =
      'The verification service is not configured for this deployment, so this request cannot be served.';
    const alert = await failWith({
      status: 503,
      json: { error: { code: 'upstream_not_configured', message } },
    });
    expect(alert.textContent).toContain(`Verification failed: ${message}`);
  });

  it.each([
    ['a reply that is not JSON', { text: '<html>oops</html>', headers: { 'Content-Type': 'text/html' } }],
    ['an empty reply', { status: 204 }],
    [
      'an unreadable upstream reply',
      { status: 502, json: { error: { code: 'upstream_invalid_reply', message: 'x' } } },
    ],
  ] as [string, StubReply][])('explains %s as an invalid response', async (_, reply) => {
    expect((await failWith(reply)).textContent).toContain(verifyTexts.invalidResponse);
  });

  it.each([
    ['the network fails', 'network-error'],
    [
      'the service is unreachable',
      { status: 502, json: { error: { code: 'upstream_unreachable', message: 'x' } } },
    ],
    ['the service times out', { status: 504, json: { error: { code: 'upstream_timeout', message: 'x' } } }],
  ] as [string, StubReply][])('explains plainly when %s', async (_, reply) => {
    const alert = await failWith(reply);
    expect(alert.textContent).toContain(verifyTexts.networkTitle);
    expect(alert.textContent).toContain(verifyTexts.networkHelp);
    expect(alert.textContent).not.toMatch(/CORS|backend|console|localhost|fetch/i);
    expect(screen.getByRole('button', { name: verifyTexts.tryAgain })).toBeTruthy();
  });

  it("shows a fixed text when the member cancels the authorisation, never the address's error_description", async () => {
    sessionStorage.setItem(PENDING_VERIFY_GUILD_KEY, GUILD);
    renderVerify('?error=access_denied&error_description=Call+evil.example+now+to+verify');
    const alert = announced('assertive');
    expect(alert).toContain('Verification failed: Discord did not authorise the verification');
    expect(alert).not.toContain('evil.example');
    await userEvent.click(screen.getByRole('button', { name: verifyTexts.tryAgain }));
    expect(assign).toHaveBeenCalledWith(`/user-verify?guild=${GUILD}`);
  });

  it.each([
    ['no state', ''],
    ['another state', '&state=0000'],
  ])('refuses a return with %s, posting nothing (a crafted return link)', async (_name, state) => {
    sessionStorage.setItem(PENDING_VERIFY_GUILD_KEY, GUILD);
    renderVerify(`?code=${freshCode()}&guild=${GUILD}${state}`);
    const alert = announced('assertive');
    expect(alert).toContain('Verification failed');
    expect(alert).toContain(verifyTexts.startAgain);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(api.calls).toEqual([]);
  });

  it('refuses a return when this browser never stored a state', () => {
    sessionStorage.removeItem(PENDING_VERIFY_STATE_KEY);
    renderVerify(`?code=${freshCode()}&guild=${GUILD}&state=${STATE}`);
    expect(announced('assertive')).toContain('Verification failed');
    expect(api.calls).toEqual([]);
  });

  it.each(['', `?code=${'x'}`, '?guild=not-a-server', '?code=abc&guild=12'])(
    'asks to start again from Discord for "%s"',
    (query) => {
      const sent = api.calls;
      renderVerify(query);
      expect(announced('assertive')).toContain(verifyTexts.missingData);
      expect(screen.queryByRole('button', { name: verifyTexts.tryAgain })).toBeNull();
      expect(sent).toHaveLength(0);
    },
  );
});

import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTIFY_THANKS_MS } from '#shared/constants/limits';
import NotFoundPage from '#web/app/not-found-page';
import ComingSoonPage from '#web/features/coming-soon/routes/coming-soon-page';
import { COMING_SOON_TEXTS } from '#web/features/coming-soon/texts';
import InviteRedirectPage from '#web/features/community/routes/invite-redirect-page';
import { INVITE_TEXTS } from '#web/features/community/texts';
import SuccessPage from '#web/features/verification/routes/success-page';
import { leaveTo } from '#web/lib/browser-location';
import { DISCORD_APP_URL } from '#web/lib/discord/discord';
import { publicConfig, setPublicConfig } from '#web/lib/public-config';
import { renderPage, TEST_CONFIG } from '../support/render-app';

vi.mock('#web/lib/browser-location', () => ({ leaveTo: vi.fn() }));

afterEach(() => {
  vi.mocked(leaveTo).mockReset();
});

describe("the 'Coming Soon' page", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const setup = (path = '/settings') => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderPage(ComingSoonPage, path);
    const input = screen.getByLabelText(COMING_SOON_TEXTS.emailLabel) as HTMLInputElement;
    const notify = screen.getByRole('button', { name: 'Notify Me' });
    return { user, input, notify, status: () => screen.getByRole('status').textContent };
  };

  it('ignores an empty e-mail', async () => {
    const { user, input, notify, status } = setup();
    await user.click(notify);
    expect(status()).toBe('');
    await user.type(input, '   ');
    await user.click(notify);
    expect(status()).toBe('');
  });

  it('thanks the visitor for 3 s, locally, then hides the thanks', async () => {
    const { user, input, notify, status } = setup();
    await user.type(input, 'fan@example.com');
    await user.click(notify);
    expect(status()).toBe("Thanks! We'll notify you when we launch");
    expect(input.value).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(NOTIFY_THANKS_MS - 500));
    expect(status()).toBe(COMING_SOON_TEXTS.thanks);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(status()).toBe('');
  });

  it('explains what is coming on each of its paths', () => {
    setup('/premium/renew');
    expect(screen.getByRole('heading', { level: 1, name: 'Coming Soon' })).toBeTruthy();
    expect(screen.getByText(COMING_SOON_TEXTS.leads['/premium/renew'] as string)).toBeTruthy();
  });
});

describe('the community-server redirect page', () => {
  it('says where it is going and sends the browser to the configured invite once the config is in', () => {
    renderPage(InviteRedirectPage, '/invite');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Redirecting you to our Discord server...' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: INVITE_TEXTS.fallbackLink }).getAttribute('href')).toBe(
      TEST_CONFIG.supportInviteUrl,
    );
    expect(leaveTo).not.toHaveBeenCalled();
    act(() => setPublicConfig(publicConfig()));
    expect(leaveTo).toHaveBeenCalledExactlyOnceWith(TEST_CONFIG.supportInviteUrl, { replace: true });
  });
});

describe('the verified page', () => {
  it("says 'You're Verified!' and links back to the Discord app", () => {
    renderPage(SuccessPage, '/success');
    expect(screen.getByRole('heading', { level: 1, name: "You're Verified!" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Discord' }).getAttribute('href')).toBe(
      DISCORD_APP_URL,
    );
  });
});

describe('the 404 page', () => {
  it('shows the spec text and a link back to /', () => {
    renderPage(NotFoundPage, '*', { at: '/no/such/page' });
    expect(screen.getByText("Oops! The page you're looking for doesn't exist.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});

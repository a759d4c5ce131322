// An error that is not an API failure (a bug, a broken extension) shows 'Unexpected error: {message}'.
import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { PENDING_VERIFY_GUILD_KEY, PENDING_VERIFY_STATE_KEY } from '#shared/constants/storage';
import { paths } from '#shared/site-routes';
import UserVerifyPage from '#web/features/verification/routes/user-verify-page';
import { verifyTexts } from '#web/features/verification/texts';
import { createStore } from '#web/lib/jotai';
import { findAnnouncement, landing, renderPage } from '../support/render-app';

vi.mock('#web/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiRequest: vi.fn(async () => {
    throw new RangeError('Storage quota exceeded');
  }),
}));

it('shows the message of an unexpected error with Try Again', async () => {
  sessionStorage.setItem(PENDING_VERIFY_GUILD_KEY, '1100000000000000001');
  sessionStorage.setItem(PENDING_VERIFY_STATE_KEY, 'state-1');
  renderPage(UserVerifyPage, paths.userVerify, {
    at: `${paths.userVerify}?code=abc&state=state-1`,
    routes: [landing('*', 'Another page')],
    store: createStore(),
    config: null,
    strict: true,
  });
  const alert = await findAnnouncement('assertive');
  expect(alert.textContent).toContain(verifyTexts.unexpected('Storage quota exceeded'));
  expect(screen.getByRole('button', { name: verifyTexts.tryAgain })).toBeTruthy();
});

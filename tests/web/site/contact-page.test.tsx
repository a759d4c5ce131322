import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ContactPage from '#web/features/contact/routes/contact-page';
import { CONTACT_TEXTS } from '#web/features/contact/texts';
import { leaveTo } from '#web/lib/browser-location';
import { installApiStub } from '../support/api-stub';
import { renderPage, TEST_CONFIG } from '../support/render-app';

vi.mock('#web/lib/browser-location', () => ({ leaveTo: vi.fn() }));

const api = installApiStub();
afterEach(() => {
  vi.mocked(leaveTo).mockReset();
});

async function fill(values: { name: string; email: string; message: string }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), values.name);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText('Message'), values.message);
  await user.click(screen.getByRole('button', { name: CONTACT_TEXTS.submit }));
}

describe('the contact page', () => {
  it("shows 'Contact Us', the configured support address and the community links", () => {
    renderPage(ContactPage, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: TEST_CONFIG.supportEmail }).getAttribute('href')).toBe(
      `mailto:${TEST_CONFIG.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: /^Support Server/ }).getAttribute('href')).toBe(
      TEST_CONFIG.supportInviteUrl,
    );
    expect(screen.getByRole('link', { name: CONTACT_TEXTS.communityInvite }).getAttribute('href')).toBe(
      '/invite',
    );
  });

  it('requires name, e-mail (an e-mail field) and message', () => {
    renderPage(ContactPage, '/contact');
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    const message = screen.getByLabelText('Message') as HTMLTextAreaElement;
    expect([name.required, email.required, message.required]).toEqual([true, true, true]);
    expect(email.type).toBe('email');
  });

  it("opens the visitor's mail client with the subject and body prefilled, sending nothing", async () => {
    renderPage(ContactPage, '/contact');
    await fill({ name: 'Ada', email: 'ada@example.com', message: 'My server was raided.' });
    expect(leaveTo).toHaveBeenCalledExactlyOnceWith(
      'mailto:help@example.test?subject=Warden%20support%20request%20from%20Ada' +
        '&body=My%20server%20was%20raided.%0A%0A---%0AName%3A%20Ada%0AEmail%3A%20ada%40example.com',
    );
    expect(screen.getByRole('status').textContent).toBe(CONTACT_TEXTS.opened(TEST_CONFIG.supportEmail));
    expect(api.calls).toEqual([]);
  });

  it('refuses fields holding only spaces', async () => {
    renderPage(ContactPage, '/contact');
    await fill({ name: '  ', email: 'ada@example.com', message: '   ' });
    expect(leaveTo).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(CONTACT_TEXTS.incomplete);
  });
});

import { readFileSync } from 'node:fs';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type LegalPage, legalKeys } from '#web/features/legal/content/legal-document';
import GuidelinesPage from '#web/features/legal/routes/guidelines-page';
import PrivacyPage from '#web/features/legal/routes/privacy-page';
import TermsPage from '#web/features/legal/routes/terms-page';
import { renderRoutes, TEST_CONFIG } from '../support/render-app';

const routes = [
  { path: '/terms', element: <TermsPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
  { path: '/guidelines', element: <GuidelinesPage /> },
];
const sectionHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const current = () =>
  within(screen.getByRole('navigation', { name: 'Legal pages' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);

describe('the legal pages', () => {
  it('cover every point of the terms and mark Terms as the active page', () => {
    renderRoutes(routes, '/terms');
    expect(screen.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeTruthy();
    expect(current()).toEqual(['Terms & Conditions']);
    expect(sectionHeadings()).toEqual([
      'Acceptance of these terms',
      'Licence to use the service',
      'Acceptable use',
      'Premium plans',
      'Availability of the service',
      'Limitation of liability',
      'Changes to these terms',
      'Questions?',
    ]);
    expect(screen.getByText(/temporary, personal, non-commercial/)).toBeTruthy();
    expect(screen.getByText(/not to interfere with or disrupt/)).toBeTruthy();
    expect(screen.getByText(/not to attempt unauthorised access/)).toBeTruthy();
  });

  it('cover every point of the privacy policy', () => {
    renderRoutes(routes, '/privacy');
    expect(current()).toEqual(['Privacy Policy']);
    expect(sectionHeadings()).toEqual([
      'We store as little as possible',
      'No personal messages are stored',
      'Logs for moderation and performance only',
      'We do not sell or share your data',
      'Deleting your data',
      'How we protect your data',
      'Changes to this policy',
      'Questions?',
    ]);
    expect(screen.getByText(/Discord IDs of users, servers/)).toBeTruthy();
    expect(screen.getByText(/secure, encrypted protocols/)).toBeTruthy();
  });

  it('cover every community guideline', () => {
    renderRoutes(routes, '/guidelines');
    expect(current()).toEqual(['Community Guidelines']);
    expect(sectionHeadings()).toEqual([
      'Be respectful',
      'No spam',
      'Stay on topic',
      'No self-promotion without permission',
      'Keep it legal',
      'Respect privacy',
      'Follow the moderators',
      'Questions?',
    ]);
  });

  it('move the active mark when following the legal nav, and give the support address', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/terms');
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(current()).toEqual(['Privacy Policy']);
    expect(screen.getByRole('link', { name: TEST_CONFIG.supportEmail }).getAttribute('href')).toBe(
      `mailto:${TEST_CONFIG.supportEmail}`,
    );
  });
});

describe('the legal outline (outline.json)', () => {
  it('names every legal text of the catalogue once and no key the catalogue lacks', () => {
    const pages: LegalPage[] = ['terms', 'privacy', 'guidelines'];
    const catalogue = Object.keys(JSON.parse(readFileSync('web/src/locales/en/site.json', 'utf8')));
    const legal = catalogue.filter((key) => pages.some((page) => key.startsWith(`${page}.`)));
    const read = pages.flatMap((page) => {
      const { title, intro, sections } = legalKeys(page);
      return [title, intro, ...sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.points ?? [])])];
    });
    expect(read.sort()).toEqual(legal.sort());
    expect(legalKeys('privacy').sections[0]?.points).toEqual(
      [1, 2, 3, 4].map((n) => `privacy.sections.1.points.${n}`),
    );
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import PremiumPage from '#web/features/premium/routes/premium-page';
import { PREMIUM_TEXTS } from '#web/features/premium/texts';
import { renderPage, TEST_CONFIG } from '../support/render-app';

const plan = (name: string) => within(screen.getByRole('article', { name }));

describe('the premium page', () => {
  it('offers Bronze 149, Silver 249 and Gold 349 rupees a month, Silver marked MOST POPULAR', () => {
    renderPage(PremiumPage, '/premium');
    expect(screen.getByRole('heading', { level: 1, name: 'Premium' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((card) => card.querySelector('h2')?.textContent)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
    ]);
    expect(plan('Bronze').getByText('₹149')).toBeTruthy();
    expect(plan('Silver').getByText('₹249')).toBeTruthy();
    expect(plan('Gold').getByText('₹349')).toBeTruthy();
    expect(screen.getAllByText('/month')).toHaveLength(3);
    expect(screen.getAllByText('MOST POPULAR')).toHaveLength(1);
    expect(plan('Silver').getByText('MOST POPULAR')).toBeTruthy();
  });

  it('lists every benefit of spec section 6 on its tier, and the upcoming ones on all', () => {
    renderPage(PremiumPage, '/premium');
    const items = (name: string) =>
      plan(name)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(items('Bronze')).toEqual([
      'No-prefix in your server for the owner + 3 members',
      'Autoresponder limit raised to 5',
      'Premium badge for the owner',
      'Vanity checker',
      'Custom role assigner',
    ]);
    expect(items('Silver')).toEqual([
      'Global no-prefix for the owner',
      'No-prefix in your server for the owner + 5 members',
      'Autoresponder limit raised to 10',
      'Premium badge for the owner + 2 members',
      'Music (Beta)',
      'Patron role in the support server',
      'Vanity checker',
      'Custom role assigner',
    ]);
    expect(items('Gold')).toEqual([
      'Global no-prefix for the owner and 1 other member',
      'No-prefix in your server for the owner + 8 members',
      'Autoresponder limit raised to 15',
      'Premium badge for the owner + 5 members',
      'Music (Beta)',
      'Devoted Patron role in the support server',
      'Vanity checker',
      'Custom role assigner',
    ]);
  });

  it('sends every buy button to the support server in a new tab', () => {
    renderPage(PremiumPage, '/premium');
    for (const name of ['Get Bronze', 'Get Silver', 'Get Gold']) {
      const link = screen.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link.getAttribute('href')).toBe(TEST_CONFIG.supportInviteUrl);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it("shows 'Why Choose Premium' and the 1-day money-back guarantee", () => {
    renderPage(PremiumPage, '/premium');
    const why = screen
      .getByRole('heading', { level: 2, name: 'Why Choose Premium' })
      .closest('section') as HTMLElement;
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Advanced Security', 'Lightning Performance', 'Community Tools']);
    expect(screen.getByText('1-day money-back guarantee')).toBeTruthy();
  });

  it('answers the FAQ of spec section 9 in disclosure widgets', async () => {
    const user = userEvent.setup();
    renderPage(PremiumPage, '/premium');
    const questions = document.querySelectorAll('details');
    expect(questions).toHaveLength(PREMIUM_TEXTS.faq.length);
    const cancel = screen.getByText('What happens if I cancel?').closest('details') as HTMLDetailsElement;
    expect(cancel.open).toBe(false);
    await user.click(screen.getByText('What happens if I cancel?'));
    expect(cancel.open).toBe(true);
    expect(cancel.textContent).toContain('until the end of the period');
    expect(screen.getByText(/Upgrades take effect immediately/)).toBeTruthy();
    expect(screen.getByText(/A downgrade takes effect at the start of your next billing cycle/)).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initialsOf } from '#web/features/team/components/member-card';
import { TEAM_MEMBERS } from '#web/features/team/logic/team-members';
import DevelopersPage from '#web/features/team/routes/developers-page';
import TeamPage from '#web/features/team/routes/team-page';
import { TEAM_TEXTS } from '#web/features/team/texts';
import { landing, renderPage, TEST_CONFIG } from '../support/render-app';

describe('the team page', () => {
  it("shows 'Our Core Team' with three member cards, their status and Discord profile", () => {
    renderPage(TeamPage, '/team');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Core Team' })).toBeTruthy();
    const cards = within(screen.getByRole('region', { name: TEAM_TEXTS.membersLabel })).getAllByRole(
      'listitem',
    );
    expect(cards).toHaveLength(3);
    TEAM_MEMBERS.forEach((member, index) => {
      const card = within(cards[index] as HTMLElement);
      expect(card.getByRole('heading', { name: member.name })).toBeTruthy();
      expect(card.getByText(member.role)).toBeTruthy();
      expect(card.getByText(TEAM_TEXTS.status[member.status])).toBeTruthy();
      expect(card.getByRole('link', { name: `${member.name}: Discord profile` }).getAttribute('href')).toBe(
        member.discordUrl,
      );
    });
    expect(TEAM_MEMBERS.map((member) => member.status)).toEqual(['online', 'idle', 'offline']);
  });

  it('shows the team numbers of spec section 1 and a Join Discord call to action', () => {
    renderPage(TeamPage, '/team');
    const stats = within(screen.getByLabelText(TEAM_TEXTS.statsLabel));
    expect(stats.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '99.9%',
      '5k+',
      '100+',
      '140k+',
    ]);
    expect(screen.getByRole('link', { name: /^Join Discord/ }).getAttribute('href')).toBe(
      TEST_CONFIG.supportInviteUrl,
    );
  });

  it('draws initials for members without an avatar', () => {
    expect(initialsOf('Arjun Mehta')).toBe('AM');
    expect(initialsOf('  cher ')).toBe('C');
    expect(initialsOf('Anna Maria Rossi')).toBe('AM');
  });
});

describe('the developers page', () => {
  it("shows 'Meet the Developers' and goes 'Back to Home'", async () => {
    const user = userEvent.setup();
    renderPage(DevelopersPage, '/developers', { routes: [landing('/')] });
    expect(screen.getByRole('heading', { level: 1, name: 'Meet the Developers' })).toBeTruthy();
    const members = within(screen.getByRole('region', { name: TEAM_TEXTS.membersLabel }));
    expect(members.getAllByRole('heading', { level: 2 }).map((name) => name.textContent)).toEqual(
      TEAM_MEMBERS.map((member) => member.name),
    );
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(screen.getByText('Landed on /')).toBeTruthy();
  });
});

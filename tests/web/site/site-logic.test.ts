import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contactBody, contactMailto, contactSubject } from '#web/features/contact/logic/contact-mailto';
import { isNarrowView } from '#web/features/home/logic/viewport';
import { botInviteUrl } from '#web/lib/discord/bot-invite';
import { PREMIUM_PLANS } from '#web/lib/site/premium-plans';
import plans from '#web/lib/site/premium-plans.json';

describe('botInviteUrl', () => {
  it('asks Discord for administrator (8) with the bot and applications.commands scopes', () => {
    const url = new URL(botInviteUrl('1227245402213699695'));
    expect(`${url.origin}${url.pathname}`).toBe('https://discord.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '1227245402213699695',
      permissions: '8',
      scope: 'bot applications.commands',
    });
  });

  it('encodes a hostile client id instead of breaking the query', () => {
    const url = new URL(botInviteUrl('1&permissions=0'));
    expect(url.searchParams.get('client_id')).toBe('1&permissions=0');
    expect(url.searchParams.getAll('permissions')).toEqual(['8']);
  });
});

describe('contactMailto', () => {
  const contact = { name: ' Ada Lovelace ', email: 'ada@example.com', message: 'Hello & thanks!\nSee you.' };

  it('prefills the subject and body from the form', () => {
    expect(contactSubject(contact.name)).toBe('Warden support request from Ada Lovelace');
    expect(contactBody(contact)).toBe(
      'Hello & thanks!\nSee you.\n\n---\nName: Ada Lovelace\nEmail: ada@example.com',
    );
  });

  it('percent-encodes every part, spaces as %20', () => {
    expect(contactMailto('support@warden.bot', contact)).toBe(
      'mailto:support@warden.bot?subject=Warden%20support%20request%20from%20Ada%20Lovelace' +
        '&body=Hello%20%26%20thanks!%0ASee%20you.%0A%0A---%0AName%3A%20Ada%20Lovelace%0AEmail%3A%20ada%40example.com',
    );
  });

  it('cannot smuggle extra headers through the fields', () => {
    const url = contactMailto('support@warden.bot', {
      name: 'x&cc=evil@example.com',
      email: 'a@b.c',
      message: 'm',
    });
    expect(new URLSearchParams(url.split('?')[1]).get('cc')).toBeNull();
  });
});

describe('isNarrowView', () => {
  it('is true only strictly between 400 and 1075 px', () => {
    expect([320, 400, 401, 800, 1074, 1075, 1440].map(isNarrowView)).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('the premium plans', () => {
  it('are Bronze 149, Silver 249 (the only popular one) and Gold 349 rupees a month', () => {
    expect(PREMIUM_PLANS.map((plan) => [plan.id, plan.name, plan.price, plan.period, plan.popular])).toEqual([
      ['bronze', 'Bronze', 149, 'month', false],
      ['silver', 'Silver', 249, 'month', true],
      ['gold', 'Gold', 349, 'month', false],
    ]);
  });

  it('reads every benefit of premium-plans.json from the catalogue, with its values', () => {
    const catalogue = JSON.parse(readFileSync('web/src/locales/en/site.json', 'utf8'));
    for (const plan of plans) {
      for (const { benefit } of plan.benefits)
        expect(catalogue).toHaveProperty([`premium.benefit.${benefit}`]);
    }
    expect(PREMIUM_PLANS[0]?.features).toEqual([
      'No-prefix in your server for the owner + 3 members',
      'Autoresponder limit raised to 5',
      'Premium badge for the owner',
    ]);
  });
});

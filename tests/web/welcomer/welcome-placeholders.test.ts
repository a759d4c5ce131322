// The welcome preview's variable filling.
import { afterEach, describe, expect, it } from 'vitest';
import { fillWelcomePlaceholders } from '#web/features/welcomer/logic/welcome-placeholders';
import { activateLocale } from '#web/lib/i18n/i18n';

afterEach(async () => {
  await activateLocale('en', ['welcomer']);
});

describe('fillWelcomePlaceholders', () => {
  it('fills every variable with the spec sample values', () => {
    expect(fillWelcomePlaceholders('{user} {server} {username} {displayname} {membercount}')).toBe(
      '@NewUser Your Server NewUser NewUser 1,234',
    );
  });

  it('fills repeated variables and keeps the text around them', () => {
    expect(fillWelcomePlaceholders('Hi {user}! {user}, you are #{membercount}.')).toBe(
      'Hi @NewUser! @NewUser, you are #1,234.',
    );
  });

  it('fills in the language active at the call, not the one active when the module loaded', async () => {
    fillWelcomePlaceholders('{server}');
    await activateLocale('de', ['welcomer']);
    expect(fillWelcomePlaceholders('{server}')).toBe('Dein Server');
  });

  it('leaves unknown braces, other cases and plain text untouched', () => {
    expect(fillWelcomePlaceholders('{User} {channel} {server {} no vars')).toBe(
      '{User} {channel} {server {} no vars',
    );
    expect(fillWelcomePlaceholders('')).toBe('');
  });
});

// Autoresponders and the prefix: trimmed, non-empty, within their limits.
import { describe, expect, it } from 'vitest';
import { DISCORD_LIMITS, PREFIX_MAX_LENGTH } from '#shared/constants/limits';
import {
  autoresponderSchema,
  autorespondersResponseSchema,
  TRIGGER_MAX_LENGTH,
  triggerParamSchema,
} from '#shared/schemas/autoresponders';
import { prefixUpdateSchema } from '#shared/schemas/server';
import { text } from './support/samples';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('autoresponderSchema', () => {
  it('trims trigger and response', () => {
    expect(autoresponderSchema.parse({ trigger: ' hi there ', response: '\tHello!\n' })).toEqual({
      trigger: 'hi there',
      response: 'Hello!',
    });
  });

  it('refuses blanks and overlong parts with readable messages', () => {
    expect(messages(autoresponderSchema.safeParse({ trigger: '  ', response: '' }))).toEqual([
      'trigger: must not be empty',
      'response: must not be empty',
    ]);
    const long = { trigger: text(TRIGGER_MAX_LENGTH + 1), response: text(DISCORD_LIMITS.content + 1) };
    expect(messages(autoresponderSchema.safeParse(long))).toEqual([
      'trigger: must be at most 100 characters',
      'response: must be at most 2000 characters',
    ]);
  });

  it('accepts both parts at their limits', () => {
    const body = { trigger: text(TRIGGER_MAX_LENGTH), response: text(DISCORD_LIMITS.content) };
    expect(autoresponderSchema.parse(body)).toEqual(body);
  });

  it.each(['.', '..', ' .. '])(
    'refuses the trigger "%s", which a DELETE path could never name',
    (trigger) => {
      expect(messages(autoresponderSchema.safeParse({ trigger, response: 'x' }))).toEqual([
        'trigger: must not be "." or ".." (such a trigger could not be deleted)',
      ]);
    },
  );

  it('accepts triggers with dots among other characters', () => {
    expect(autoresponderSchema.parse({ trigger: '...?', response: 'x' }).trigger).toBe('...?');
  });
});

describe('triggerParamSchema', () => {
  it('applies the trigger rules to the DELETE path parameter', () => {
    expect(triggerParamSchema.parse({ trigger: 'and/or' })).toEqual({ trigger: 'and/or' });
    expect(triggerParamSchema.safeParse({ trigger: ' ' }).success).toBe(false);
  });
});

describe('autorespondersResponseSchema', () => {
  it('reads a missing list as empty', () => {
    expect(autorespondersResponseSchema.parse({})).toEqual({ autoresponders: [] });
  });
});

describe('prefixUpdateSchema', () => {
  it('trims the prefix and accepts up to 10 characters', () => {
    expect(prefixUpdateSchema.parse({ prefix: ' ?? ' })).toEqual({ prefix: '??' });
    expect(prefixUpdateSchema.safeParse({ prefix: text(PREFIX_MAX_LENGTH) }).success).toBe(true);
  });

  it.each([
    ['', 'prefix: must not be empty'],
    ['   ', 'prefix: must not be empty'],
    [text(PREFIX_MAX_LENGTH + 1), 'prefix: must be at most 10 characters'],
  ])('refuses "%s"', (prefix, message) => {
    expect(messages(prefixUpdateSchema.safeParse({ prefix }))).toEqual([message]);
  });
});

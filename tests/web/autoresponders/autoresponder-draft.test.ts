// Autoresponder payload trimming, duplicate detection and trigger matching.
import { describe, expect, it } from 'vitest';
import {
  autoresponderPayload,
  isDuplicateTrigger,
  matchingAutoresponder,
} from '#web/features/autoresponders/logic/autoresponder-draft';

const items = [
  { trigger: 'hello', response: 'Hey there!' },
  { trigger: 'good night', response: 'Sleep well' },
];

describe('autoresponderPayload', () => {
  it('trims trigger and response', () => {
    expect(autoresponderPayload('  hi there ', '\n Welcome!  ')).toEqual({
      trigger: 'hi there',
      response: 'Welcome!',
    });
  });

  it('is null when either part is blank after trimming', () => {
    expect(autoresponderPayload('   ', 'x')).toBeNull();
    expect(autoresponderPayload('x', ' \t')).toBeNull();
    expect(autoresponderPayload('', '')).toBeNull();
  });
});

describe('isDuplicateTrigger', () => {
  it('matches an existing trigger ignoring case and outer spaces', () => {
    expect(isDuplicateTrigger(items, '  HeLLo ')).toBe(true);
    expect(isDuplicateTrigger(items, 'hell')).toBe(false);
    expect(isDuplicateTrigger(items, '  ')).toBe(false);
  });
});

describe('matchingAutoresponder', () => {
  it('fires on the trigger anywhere in the message, in any case, inside words', () => {
    expect(matchingAutoresponder(items, 'Well HELLO everyone')).toBe(items[0]);
    expect(matchingAutoresponder(items, 'othello is a play')).toBe(items[0]);
    expect(matchingAutoresponder(items, 'Good Night all')).toBe(items[1]);
  });

  it('returns the first match in list order and nothing for no match or a blank message', () => {
    expect(matchingAutoresponder(items, 'hello and good night')).toBe(items[0]);
    expect(matchingAutoresponder(items, 'goodnight')).toBeUndefined();
    expect(matchingAutoresponder(items, '   ')).toBeUndefined();
  });
});

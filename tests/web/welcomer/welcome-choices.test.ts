// Thumbnail and footer-icon choice rules of spec section 4.
import { describe, expect, it } from 'vitest';
import {
  footerIconChoiceOf,
  footerIconForChoice,
  thumbnailChoiceOf,
  thumbnailForChoice,
} from '#web/features/welcomer/logic/welcome-choices';

describe('thumbnail choice', () => {
  it('sets the user or server avatar type and clears the custom URL', () => {
    expect(thumbnailForChoice('user_avatar')).toEqual({ type: 'user_avatar', url: '' });
    expect(thumbnailForChoice('server_avatar')).toEqual({ type: 'server_avatar', url: '' });
  });

  it('sets type custom with an empty URL for none and for custom', () => {
    expect(thumbnailForChoice('none')).toEqual({ type: 'custom', url: '' });
    expect(thumbnailForChoice('custom')).toEqual({ type: 'custom', url: '' });
  });

  it('reads a stored thumbnail back as the choice it stands for', () => {
    expect(thumbnailChoiceOf({ type: 'user_avatar', url: '' })).toBe('user_avatar');
    expect(thumbnailChoiceOf({ type: 'server_avatar', url: '' })).toBe('server_avatar');
    expect(thumbnailChoiceOf({ type: 'custom', url: 'https://x.test/a.png' })).toBe('custom');
    expect(thumbnailChoiceOf({ type: 'custom', url: '' })).toBe('none');
  });
});

describe('footer icon choice', () => {
  it('sets the value server for the server icon and clears it otherwise', () => {
    expect(footerIconForChoice('server')).toBe('server');
    expect(footerIconForChoice('none')).toBe('');
    expect(footerIconForChoice('custom')).toBe('');
  });

  it('reads a stored icon back as the choice it stands for', () => {
    expect(footerIconChoiceOf('server')).toBe('server');
    expect(footerIconChoiceOf('https://x.test/i.png')).toBe('custom');
    expect(footerIconChoiceOf('')).toBe('none');
  });
});

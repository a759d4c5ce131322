// The shared builder of the public pages' meta: titles, descriptions and keywords from the catalogue.
import { describe, expect, it } from 'vitest';
import { contactHandle } from '#web/features/contact/meta';
import { guidelinesHandle, termsHandle } from '#web/features/legal/meta';
import { developersHandle, teamHandle } from '#web/features/team/meta';
import { keywordList } from '#web/lib/seo/product-page-meta';

describe('productPageHandle', () => {
  it('fills the product name into the title and description and leads the keywords with the product keyword', () => {
    expect({ ...termsHandle.meta }).toEqual({
      title: 'Terms & Conditions | Warden',
      description:
        'The terms for using the Warden Discord bot, website and dashboard: licence, acceptable use, premium, liability.',
      keywords: ['Warden terms', 'terms of service', 'Discord bot terms'],
    });
    expect(contactHandle.meta.keywords).toEqual(['Warden support', 'contact', 'Discord bot help']);
    expect(guidelinesHandle.meta.title).toBe('Community Guidelines | Warden');
  });

  it('lets two pages share their keywords while each keeps its own title', () => {
    expect(teamHandle.meta.title).toBe('Our Core Team | Warden');
    expect(developersHandle.meta.title).toBe('Meet the Developers | Warden');
    expect(developersHandle.meta.keywords).toEqual(['Warden team', 'Discord bot developers', 'Warden']);
  });
});

describe('keywordList', () => {
  it('splits a comma-separated keyword text', () => {
    expect(keywordList('meta.contact.keywords')).toEqual(['contact', 'Discord bot help']);
  });
});

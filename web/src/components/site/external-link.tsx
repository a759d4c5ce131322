// A link that leaves the site in a new tab, without giving the new page access to this one.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { SITE_TEXTS } from './site-texts';

/**
 * An `<a target="_blank" rel="noopener noreferrer">` for an http(s) `href` (validated config
 * values only). Screen readers hear that it opens a new tab.
 */
export function ExternalLink({
  href,
  children,
  ...rest
}: { href: string; children: ReactNode } & Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'target' | 'rel'
>) {
  return (
    <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">{SITE_TEXTS.opensInNewTab}</span>
    </a>
  );
}

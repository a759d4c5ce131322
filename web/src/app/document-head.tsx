// Keeps the document title and meta tags matching the current route on every client-side navigation.

import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { usePublicConfig } from '../lib/public-config';
import { applyHead } from '../lib/seo/apply-head';
import { headTags } from '../lib/seo/head-tags';
import { pageMetaOf } from '../lib/seo/page-meta';
import { APP_META } from './app-meta';

/** Applies the deepest route's meta (or the app's default) to the head; renders nothing. */
export function DocumentHead() {
  const matches = useMatches();
  const { pathname } = useLocation();
  const { siteUrl } = usePublicConfig();
  const meta = pageMetaOf(matches, APP_META);
  useEffect(() => {
    applyHead(meta.title, headTags(meta, siteUrl, pathname));
  }, [meta, siteUrl, pathname]);
  return null;
}

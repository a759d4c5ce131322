// The dashboard chrome as the pre-rendered shells show it before any script runs: header, sidebar and page placeholders.
import type { ReactNode } from 'react';
import { SkeletonBars } from '#web/components/skeleton-bars';
import { SHELL_TEXTS } from './texts';

/** Placeholder bars of the sidebar and of the page, by their modifier class. */
const SIDEBAR_BARS = ['title', 'line', 'line', 'line', 'line', 'line'] as const;
const PAGE_BARS = ['title', 'line', 'panel', 'panel'] as const;

/**
 * The chrome of every dashboard page, laid out by the shell's own classes so nothing moves when the
 * app replaces it, with grey bars for the sidebar links and the page. Hidden from assistive
 * technology and inert: it is a picture of the page to come. dashboard-skeleton.css hides it once
 * the app has rendered into #root (the skeleton follows #root in the document).
 *
 * `content`, the page's own first content with slots for its data (dashboard-shell-content.tsx),
 * waits in an inert `<template>`: the Worker, holding the page's reads, puts it in place of the
 * page's bars and fills its slots, then the page is no longer a picture (worker/lib/shell-content.ts);
 * the `data-edge-*` marks tell it where (`data-edge-shell` says whether the shell has any), and it
 * removes them all.
 */
export function DashboardSkeleton({ content }: { content?: ReactNode }) {
  return (
    <div
      className="dash-shell flex column dash-skeleton"
      aria-hidden="true"
      inert
      data-edge-shell={content ? 'content' : ''}
    >
      <div className="dash-header flex items-center gap-3" aria-hidden="true" inert>
        <span className="well dash-header__menu pointer">☰</span>
        <span className="dash-header__home flex items-center gap-2 semibold">⌂ {SHELL_TEXTS.home}</span>
        <span className="dash-header__context flex items-center gap-2 min-w-0 muted grow truncate" />
        <span className="avatar avatar--32" />
      </div>
      <div className="flex grow">
        <div className="dash-sidebar flex column gap-4 flex-none" aria-hidden="true" inert>
          <SkeletonBars kinds={SIDEBAR_BARS} />
        </div>
        <main className="dash-shell__main min-w-0 grow p-6" aria-busy="true">
          <div data-edge-placeholder="">
            <SkeletonBars kinds={PAGE_BARS} />
          </div>
          {content && <template data-edge-content="">{content}</template>}
        </main>
      </div>
    </div>
  );
}

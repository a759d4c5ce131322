// Pins the one undocumented behaviour of Vite the page pipeline relies on (docs/page-pipeline.md): a Vite upgrade that changes it fails here.
import { describe, expect, it } from 'vitest';
import { vitePreloadHelperSource } from '#scripts/vite-preload-helper.mjs';

describe("Vite's preload helper", () => {
  it('counts every <link rel="stylesheet"> in the document as loaded, disabled or not, and loads no copy of it', () => {
    const source = vitePreloadHelperSource();
    // the joined stylesheet's parts stay linked `disabled` (joinStylesheets, scripts/page-assets.mjs):
    // the helper must read them from the document's links by rel and href only...
    expect(source).toContain('const links = document.getElementsByTagName("link");');
    expect(source).toContain('if (link.rel === "stylesheet") preloadedHrefs.styles.add(link.href);');
    expect(source).not.toContain('disabled');
    // ...and add no link for a stylesheet found there
    expect(source).toContain(
      'if ((isCss ? preloadedHrefs.styles : preloadedHrefs.all).has(dep.href)) return;',
    );
  });
});

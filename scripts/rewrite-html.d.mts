// Types of scripts/rewrite-html.mjs for the TypeScript code that imports it.

/** A tag as parse5's rewriter reports it, `end` set for an end tag. */
export interface HtmlTag {
  tagName: string;
  attrs: { name: string; value: string }[];
  end: boolean;
}

export declare function rewriteHtml(
  html: string,
  onTag: (tag: HtmlTag, source: { raw: string; space: string }) => string | undefined,
): Promise<string>;
export declare function attribute(tag: Pick<HtmlTag, 'attrs'>, name: string): string | undefined;
export declare function startTagHtml(tag: Pick<HtmlTag, 'tagName' | 'attrs'>): string;

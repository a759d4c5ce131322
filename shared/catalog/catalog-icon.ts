// Names of the icons the catalogue data refers to; the site draws each as an inline SVG.

/** An icon of a command or feature category. */
export type CatalogIcon = 'shield' | 'gavel' | 'gift' | 'user-plus' | 'mic' | 'image' | 'smile' | 'tool';

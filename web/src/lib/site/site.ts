// Marketing-site constants from the spec: the claims shown on the pages, the rating, and display thresholds.

/** Claims shown on the site (spec section 1), each where the spec puts it. */
export const SITE_CLAIMS = {
  /** Home and team pages. */
  uptime: '99.9%',
  /** Home page: servers using the bot ("trusted by 100+ servers"). */
  homeServers: '100+',
  /** Commands page. */
  commandServers: '200+',
  commandUsers: '300K+',
  /** Team page. */
  commandsExecuted: '140k+',
  activeUsers: '5k+',
  features: '100+',
} as const;

/** The home page's structured-data rating: 4.9 from 100 ratings. */
export const AGGREGATE_RATING = { value: 4.9, count: 100 } as const;

/** Command categories at or above this popularity percent get a star. */
export const STAR_POPULARITY_THRESHOLD = 90;
/** Days within which a premium purchase is refunded in full. */
export const MONEY_BACK_DAYS = 1;
/** Currency of the plan prices. */
export const PLAN_CURRENCY = { code: 'INR', symbol: '₹' } as const;
/** The image link previews show, under the site's public folder. */
export const SOCIAL_CARD = { path: '/social-card.png', width: 1200, height: 630 } as const;

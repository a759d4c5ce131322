// Product identity shown across the site and dashboard.

/** The bot's public name. */
export const PRODUCT_NAME = 'Warden';

/** Version label shown in the dashboard sidebar (spec section 9). */
export const VERSION_LABEL = 'v2.4.1';

// The worker settings `npm start` takes from the environment, as `wrangler dev --var` arguments.

/** Settings read from the environment; DEMO_MODE defaults to true for local runs. */
export const SETTING_NAMES = [
  'DEMO_MODE',
  'BOT_API_BASE',
  'VERIFY_API_BASE',
  'TRANSCRIPT_ORIGINS',
  'DISCORD_CLIENT_ID',
  'SUPPORT_INVITE_URL',
  'SUPPORT_EMAIL',
  'SITE_URL',
  'ANALYTICS_ENABLED',
  'UPSTREAM_TIMEOUT_MS',
];

/** `--var NAME:value` pairs for every setting present in `env` (DEMO_MODE always). */
export function devVarArgs(env) {
  const values = { DEMO_MODE: 'true', ...env };
  return SETTING_NAMES.filter((name) => values[name] !== undefined).flatMap((name) => [
    '--var',
    `${name}:${values[name]}`,
  ]);
}

// The worker settings `npm start` takes from the environment, as `wrangler dev --var` arguments.

/** Settings read from the environment; unset ones keep the wrangler.toml value of the served environment. */
export const SETTING_NAMES = [
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

/** `--var NAME:value` pairs for every setting present in `env`. */
export function devVarArgs(env) {
  return SETTING_NAMES.filter((name) => env[name] !== undefined).flatMap((name) => [
    '--var',
    `${name}:${env[name]}`,
  ]);
}

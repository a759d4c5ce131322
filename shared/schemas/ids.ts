// Discord id schemas shared by every route.
import { DISCORD_LIMITS } from '../constants/limits';
import { isHttpUrl, SNOWFLAKE_PATTERN } from '../logic/ids';
import { maxChars } from './text';
import * as z from './zod';

/** A Discord snowflake: 17 to 20 decimal digits. */
export const snowflakeSchema = z
  .string()
  .check(z.regex(SNOWFLAKE_PATTERN, 'must be a Discord id (17 to 20 digits)'));

export type Snowflake = z.infer<typeof snowflakeSchema>;

/** A link URL Discord accepts on buttons and embeds: absolute http(s), at most 512 characters. */
export const linkUrlSchema = z
  .string()
  .check(maxChars(DISCORD_LIMITS.linkUrl), z.refine(isHttpUrl, 'must be a valid http(s) URL'));

// Path-param validators for the ids the routes take.
import { snowflakeSchema } from '#shared/schemas/ids';
import * as z from '#shared/schemas/zod';
import { pathParams } from './validate';

/** `:id` must be a Discord snowflake. */
export const idParam = pathParams(z.object({ id: snowflakeSchema }));

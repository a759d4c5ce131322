// Path-param validators for the ids the routes take.
import * as z from 'zod';
import { snowflakeSchema } from '#shared/schemas/ids';
import { pathParams } from './validate';

/** `:id` must be a Discord snowflake. */
export const idParam = pathParams(z.object({ id: snowflakeSchema }));

import { z } from 'zod';
import { ISO_DATE_MESSAGE, isIsoDate } from './rules/dates';

/** The date rules themselves (zod-free) live in `rules/dates.ts`; this adds the schema. */
export * from './rules/dates';

export const IsoDate = z.string().refine(isIsoDate, { message: ISO_DATE_MESSAGE });
export type IsoDate = z.infer<typeof IsoDate>;

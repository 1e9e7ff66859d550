import * as v from 'valibot';
import { isTimeZone } from '../../../domain/schedule/timeZoneName';

const TimeSchema = v.pipe(v.string(), v.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/));
export const TimeRangeSchema = v.tuple([TimeSchema, TimeSchema]);
export type TimeRange = v.InferOutput<typeof TimeRangeSchema>;

/** Schedule: d0 (Sunday) … d6 (Saturday); exceptions keyed `YYYY-M-D` (no zero padding). */
export const ScheduleSchema = v.object({
  d0: v.array(TimeRangeSchema),
  d1: v.array(TimeRangeSchema),
  d2: v.array(TimeRangeSchema),
  d3: v.array(TimeRangeSchema),
  d4: v.array(TimeRangeSchema),
  d5: v.array(TimeRangeSchema),
  d6: v.array(TimeRangeSchema),
  exceptions: v.record(v.string(), v.array(TimeRangeSchema)),
});
export type Schedule = v.InferOutput<typeof ScheduleSchema>;

/** An IANA time zone name the platform knows (Europe/Madrid): the shop's hours and days are judged in it. */
export const TimeZoneSchema = v.pipe(v.string(), v.check(isTimeZone, 'Unknown time zone'));

export const LOCATION_TYPE = { shop: 51002, homeDelivery: 51006 } as const;

export const LegalEntitySchema = v.object({
  name: v.string(),
  address1: v.string(),
  address2: v.string(),
  vatNumber: v.string(),
});
export type LegalEntity = v.InferOutput<typeof LegalEntitySchema>;

/** Location, plus its schedule and legal data so the chooser works offline. */
export const LocationSchema = v.object({
  id: v.number(),
  code: v.string(),
  name: v.string(),
  typeId: v.number(),
  latitude: v.number(),
  longitude: v.number(),
  address: v.object({ route: v.string(), routeNumber: v.string(), cp: v.string(), city: v.string() }),
  schedule: ScheduleSchema,
  timeZone: TimeZoneSchema,
  legal: LegalEntitySchema,
});
export type Location = v.InferOutput<typeof LocationSchema>;
export const LocationListSchema = v.array(LocationSchema);

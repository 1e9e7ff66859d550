import * as v from 'valibot';
import { ShopAvailabilitySchema } from './shopAvailability';
import { ProductExtrasDicSchema } from './catalogue';
import { envelope, CityCodeSchema, LocationCodeSchema, PageCodeSchema, ProvinceCodeSchema } from '../common';
import { PageSchema, RecipeListSchema } from './content';
import { CodeNameListSchema, TransportPriceSchema } from './geo';
import { HomeDataSchema } from './home';
import { LocationListSchema } from './locations';
import { LogAcceptedSchema, LogBatchSchema } from './logs';

/**
 * The reference calls (catalogue, shops, places, content, log intake): what a visitor's first
 * load needs. Paths are relative to the API base (`/api`). `params` validates path parameters on the
 * server; `answer` validates the envelope on the client. Written out, not built with call() (./call.ts) as
 * the signed-in tables are: in the first load that helper costs more gzip than the repetition it saves.
 */
export const referenceEndpoints = {
  homeWapp: { method: 'GET', path: '/customer/:code/home-wapp', params: v.object({ code: LocationCodeSchema }), answer: envelope(HomeDataSchema) },
  locations: { method: 'GET', path: '/customer/locations', params: v.object({}), answer: envelope(LocationListSchema) },
  productExtras: { method: 'GET', path: '/customer/common/dic-product-extras/dic', params: v.object({}), answer: envelope(ProductExtrasDicSchema) },
  provinces: { method: 'GET', path: '/customer/common/provinces', params: v.object({}), answer: envelope(CodeNameListSchema) },
  cities: {
    method: 'GET',
    path: '/customer/common/provinces/:provinceCode/cities',
    params: v.object({ provinceCode: ProvinceCodeSchema }),
    answer: envelope(CodeNameListSchema),
  },
  transportPrice: {
    method: 'GET',
    path: '/customer/common/transport-price/:provinceCode/:cityCode',
    params: v.object({ provinceCode: ProvinceCodeSchema, cityCode: CityCodeSchema }),
    answer: envelope(TransportPriceSchema),
  },
  page: { method: 'GET', path: '/customer/page/:pageCode', params: v.object({ pageCode: PageCodeSchema }), answer: envelope(PageSchema) },
  recipes: { method: 'GET', path: '/customer/recipes', params: v.object({}), answer: envelope(RecipeListSchema) },
  /**
   * What the shop has switched off or slowed down now (sold out, pause, extra wait, full pick-up slots) and
   * the live stock of its single goods: nobody's own data, revalidated at every use (ETag). Its live stream
   * is SHOP_AVAILABILITY_EVENTS_PATH.
   */
  shopAvailability: {
    method: 'GET',
    path: '/shops/:code/availability',
    params: v.object({ code: LocationCodeSchema }),
    answer: envelope(ShopAvailabilitySchema),
  },
  logIntake: { method: 'POST', path: '/log', params: v.object({}), body: LogBatchSchema, answer: envelope(LogAcceptedSchema) },
} as const;

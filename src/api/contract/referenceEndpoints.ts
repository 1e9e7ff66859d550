import * as v from 'valibot';
import { ProductExtrasDicSchema } from './catalogue';
import { call, callWithBody } from './call';
import { CityCodeSchema, LocationCodeSchema, PageCodeSchema, ProvinceCodeSchema } from './common';
import { PageSchema, RecipeListSchema } from './content';
import { CodeNameListSchema, TransportPriceSchema } from './geo';
import { HomeDataSchema } from './home';
import { LocationListSchema } from './locations';
import { LogAcceptedSchema, LogBatchSchema } from './logs';

/**
 * The reference calls of spec §7 (catalogue, shops, places, content, log intake): what a visitor's first
 * load needs. Paths are relative to the API base (`/api`). `params` validates path parameters on the
 * server; `answer` validates the envelope on the client.
 */
export const referenceEndpoints = {
  homeWapp: call('GET', '/customer/:code/home-wapp', HomeDataSchema, v.object({ code: LocationCodeSchema })),
  locations: call('GET', '/customer/locations', LocationListSchema),
  productExtras: call('GET', '/customer/common/dic-product-extras/dic', ProductExtrasDicSchema),
  provinces: call('GET', '/customer/common/provinces', CodeNameListSchema),
  cities: call('GET', '/customer/common/provinces/:provinceCode/cities', CodeNameListSchema, v.object({ provinceCode: ProvinceCodeSchema })),
  transportPrice: call(
    'GET',
    '/customer/common/transport-price/:provinceCode/:cityCode',
    TransportPriceSchema,
    v.object({ provinceCode: ProvinceCodeSchema, cityCode: CityCodeSchema }),
  ),
  page: call('GET', '/customer/page/:pageCode', PageSchema, v.object({ pageCode: PageCodeSchema })),
  recipes: call('GET', '/customer/recipes', RecipeListSchema),
  logIntake: callWithBody('POST', '/log', LogBatchSchema, LogAcceptedSchema),
} as const;

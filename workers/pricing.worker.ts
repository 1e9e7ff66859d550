import { expose } from 'comlink';
import { pricingApi } from './pricing';

// `self` passed explicitly: Comlink's default endpoint detection hangs under test workers.
expose(pricingApi, self);

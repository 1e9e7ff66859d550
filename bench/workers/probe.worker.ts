import { expose } from 'comlink';
import { probeApi } from './probe';

expose(probeApi, self);

/// <reference lib="webworker" />
import { expose } from 'comlink';
import { qrApi } from './qr';

// `self` passed explicitly (DESIGN §8).
expose(qrApi, self);

/// <reference lib="webworker" />
import { expose } from 'comlink';
import { qrApi } from './qr';

// `self` passed explicitly.
expose(qrApi, self);

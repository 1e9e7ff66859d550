import { expose } from 'comlink';
import { pdfWorkerApi } from './invoicePdf';

// `self` passed explicitly (DESIGN §8: @vitest/web-worker hangs otherwise).
expose(pdfWorkerApi, self);

import { expose } from 'comlink';
import { pdfWorkerApi } from './invoicePdf';

// `self` passed explicitly (@vitest/web-worker hangs otherwise).
expose(pdfWorkerApi, self);

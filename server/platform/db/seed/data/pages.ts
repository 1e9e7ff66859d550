import type { SeedPage } from '../types';
import { aboutPage, addressPage, allergensPage } from './pages-info';
import { cookiesPage, legalPage, privacyPage } from './pages-legal';

export const pages: SeedPage[] = [legalPage, privacyPage, cookiesPage, aboutPage, addressPage, allergensPage];

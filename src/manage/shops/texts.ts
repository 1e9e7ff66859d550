import en from '../../i18n/en/manage-shops.json';
import es from '../../i18n/es/manage-shops.json';
import { addSectionTexts } from '../sectionTexts';

addSectionTexts('shops', { es, en });

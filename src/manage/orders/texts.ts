import en from '../../i18n/en/manage-orders.json';
import es from '../../i18n/es/manage-orders.json';
import { addSectionTexts } from '../sectionTexts';

addSectionTexts('orders', { es, en });

import en from '../../i18n/en/manage-sales.json';
import es from '../../i18n/es/manage-sales.json';
import { addSectionTexts } from '../sectionTexts';

addSectionTexts('sales', { es, en });

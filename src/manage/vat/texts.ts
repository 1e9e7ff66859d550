import en from '../../i18n/en/manage-vat.json';
import es from '../../i18n/es/manage-vat.json';
import { addSectionTexts } from '../sectionTexts';

addSectionTexts('vat', { es, en });

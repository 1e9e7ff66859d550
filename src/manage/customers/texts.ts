import en from '../../i18n/en/manage-customers.json';
import es from '../../i18n/es/manage-customers.json';
import { addSectionTexts } from '../sectionTexts';

addSectionTexts('customers', { es, en });

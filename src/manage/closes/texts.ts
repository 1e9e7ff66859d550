import en from '../../i18n/en/manage-closes.json';
import es from '../../i18n/es/manage-closes.json';
import { addSectionTexts } from '../sectionTexts';

addSectionTexts('closes', { es, en });

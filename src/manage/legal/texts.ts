import en from '../../i18n/en/manage-legal.json';
import es from '../../i18n/es/manage-legal.json';
import { addSectionTexts } from '../sectionTexts';

addSectionTexts('legal', { es, en });

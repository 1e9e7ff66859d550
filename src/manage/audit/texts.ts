import en from '../../i18n/en/manage-audit.json';
import es from '../../i18n/es/manage-audit.json';
import { addSectionTexts } from '../sectionTexts';

addSectionTexts('audit', { es, en });

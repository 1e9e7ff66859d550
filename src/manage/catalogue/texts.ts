import en from '../../i18n/en/manage-catalogue.json';
import es from '../../i18n/es/manage-catalogue.json';
import { addSectionTexts } from '../sectionTexts';

addSectionTexts('catalogue', { es, en });

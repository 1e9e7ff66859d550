import en from '../../i18n/en/manage-staff.json';
import es from '../../i18n/es/manage-staff.json';
import { addSectionTexts } from '../sectionTexts';

addSectionTexts('staff', { es, en });

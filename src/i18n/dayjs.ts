import dayjs from 'dayjs';
import 'dayjs/locale/es';

// Only screens that show dates import this, so dayjs stays out of the first load. A language change
// reloads the page, so the locale is set once, from the language i18n put on <html>.
dayjs.locale(document.documentElement.lang === 'en' ? 'en' : 'es');

export default dayjs;

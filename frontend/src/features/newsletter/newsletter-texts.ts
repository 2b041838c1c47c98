import { addTexts } from '../../lib/i18n';
import { newsletterAr } from '../../locales/newsletter.ar';
import { newsletterEn } from '../../locales/newsletter.en';

// The unsubscribe page's texts travel in its own chunk; they join the bundled texts when it loads,
// before the page renders.
addTexts('en', newsletterEn);
addTexts('ar', newsletterAr);

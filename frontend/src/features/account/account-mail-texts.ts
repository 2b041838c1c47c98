import { addTexts } from '../../lib/i18n';
import { accountMailAr } from '../../locales/account-mail.ar';
import { accountMailEn } from '../../locales/account-mail.en';

// The mail language setting's texts travel in the account page's chunk; they join the bundled texts
// when it loads, before the page renders.
addTexts('en', accountMailEn);
addTexts('ar', accountMailAr);

import { useTranslation, changeLang, currentLang } from '../../lib/i18n';
import { LANG_NATIVE_NAMES, otherLang } from '../../lib/lang-preference';
import { useQueryClient } from '@tanstack/react-query';
import { sessionNow } from '../../lib/session/session.query';
import { useSaveLang } from '../../lib/session/use-save-lang.mutation';

const LANG_IN_ADDRESS = /([?&]lang=)[^&#]*/;

/** Switches the interface language; a logged-in customer's mails follow the choice too. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saveLang = useSaveLang();
  const target = otherLang(currentLang());

  const onClick = async () => {
    await changeLang(target);
    // An address that names its language (?lang=ar) would bring the old one back on a reload or a
    // shared link, before the cookie the choice wrote: it names the new one now.
    window.history.replaceState(window.history.state, '', window.location.href.replace(LANG_IN_ADDRESS, `$1${target}`));
    if (sessionNow(queryClient).customer) {
      // Only the mail language depends on this; the page has already switched, so just log a failure.
      saveLang.mutate({ lang: target }, { onError: (error) => console.error(error) });
    }
  };

  return (
    <button type="button" className="lang-toggle" onClick={onClick} title={t('language.switchTo')}>
      <span lang={target}>{LANG_NATIVE_NAMES[target]}</span>
    </button>
  );
}

import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { LANGS, isLang, type Lang } from '@dealer/contracts';
import { ChoiceOptions } from '../../../components/choice-field/choice-field';
import { describedBy, FieldFrame } from '../../../components/field-frame/field-frame';
import { LANG_NATIVE_NAMES } from '../../../lib/lang-preference';
import { useSaveLang } from '../../../lib/session/use-save-lang.mutation';
import { notify } from '../../../lib/toast';
import '../account-mail-texts';

/** Each language named in itself, so a reader of either finds theirs. */
const CHOICES = LANGS.map((lang) => ({ value: lang, label: LANG_NATIVE_NAMES[lang] }));

/** The language of the customer's mails, as the account stores it; changing it saves at once. */
export function MailLanguageField({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveLang();
  const hint = save.isPending ? t('accountMail.saving') : t('accountMail.hint');

  const onChange = (value: string) => {
    if (isLang(value) && value !== lang) save.mutate({ lang: value }, { onSuccess: ({ message }) => notify.success(message), onError: notify.failure });
  };

  return (
    <FieldFrame id={id} label={t('accountMail.label')} hint={hint} liveHint className="account__mail-language">
      <select
        id={id}
        name="mailLanguage"
        className="field__input field__select"
        value={save.isPending && save.variables ? save.variables.lang : lang}
        disabled={save.isPending}
        aria-describedby={describedBy(id, undefined, hint)}
        onChange={(event) => onChange(event.target.value)}
      >
        <ChoiceOptions choices={CHOICES} />
      </select>
    </FieldFrame>
  );
}

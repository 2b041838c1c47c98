import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { CLAIM_TEXT_MAX, type ClaimRow } from '@dealer/contracts';
import { RequiredMark } from '../../../components/form/required-mark';
import { notify } from '../../../lib/toast';
import { useProvideInformation } from '../api/use-provide-information.mutation';

/** The dealer's question and the customer's answer, while a claim waits for information. */
export function ClaimAnswerForm({ claim }: { claim: ClaimRow }) {
  const { t } = useTranslation();
  const id = useId();
  const [answer, setAnswer] = useState('');
  const [invalid, setInvalid] = useState(false);
  const provide = useProvideInformation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const information = answer.trim();
    if (!information) {
      setInvalid(true);
      notify.info(t('claimHistory.answerRequired'));
      return;
    }
    provide.mutate(
      { claimId: claim._id, body: { information } },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          setAnswer('');
        },
        onError: notify.failure,
      },
    );
  };

  return (
    <section className="claim-question" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="timeline__heading">
        {t('claimHistory.question')}
      </h3>
      <p className="claim-question__text">{claim.informationRequest}</p>
      <form className="form" noValidate onSubmit={onSubmit} aria-busy={provide.isPending}>
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {t('claimHistory.answerLabel')}
            <RequiredMark required />
          </label>
          <textarea
            id={id}
            className="field__input"
            rows={4}
            required
            maxLength={CLAIM_TEXT_MAX}
            value={answer}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              setAnswer(event.target.value);
              setInvalid(false);
            }}
          />
          <p className="field__hint" id={`${id}-hint`}>
            {t('claimHistory.answerHint', { count: CLAIM_TEXT_MAX })}
          </p>
        </div>
        <div className="form__actions">
          <button type="submit" className="button button--small button--accent" disabled={provide.isPending}>
            {provide.isPending ? t('claimHistory.sending') : t('claimHistory.sendAnswer')}
          </button>
        </div>
      </form>
    </section>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useTranslation, currentLang } from '../../../lib/i18n';
import { CLAIM_RESOLUTIONS, CLAIM_TEXT_MAX, WARRANTY_MESSAGES, isClaimResolution, type AdminClaimStatus, type ClaimRow } from '@dealer/contracts';
import { RequiredMark } from '../../../components/form/required-mark';
import { notify } from '../../../lib/toast';
import { useChangeClaimStatus } from '../api/use-change-claim-status.mutation';
import { allowedClaimActions, noteRequired, toStatusRequest, type ClaimActionDraft } from '../model/claim-actions';

const EMPTY_DRAFT: ClaimActionDraft = { action: '', note: '', resolution: '' };

const NOTE_LABEL = {
  information_requested: 'adminClaims.questionLabel',
  rejected: 'adminClaims.reasonLabel',
} as const satisfies Partial<Record<AdminClaimStatus, string>>;

/** Moves a claim on: only the actions its current status allows, each with what it needs. */
export function ClaimStatusForm({ claim }: { claim: ClaimRow }) {
  const { t } = useTranslation();
  const id = useId();
  const change = useChangeClaimStatus();
  const [draft, setDraft] = useState<ClaimActionDraft>(EMPTY_DRAFT);
  const actions = allowedClaimActions(claim.status);
  const action = draft.action;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = toStatusRequest(claim.status, draft);
    if (!checked.ok) {
      notify.info(WARRANTY_MESSAGES[checked.problem][currentLang()]);
      return;
    }
    change.mutate(
      { claimId: claim._id, body: checked.request },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          setDraft(EMPTY_DRAFT);
        },
        onError: notify.failure,
      },
    );
  };

  if (actions.length === 0) return <p className="card__intro">{t('adminClaims.final', { status: t(`claimStatus.${claim.status}`) })}</p>;

  const noteLabel = action === 'information_requested' || action === 'rejected' ? t(NOTE_LABEL[action]) : t('adminClaims.noteLabel');
  return (
    <form className="form admin-claims__form" noValidate onSubmit={onSubmit} aria-busy={change.isPending}>
      {claim.status === 'information_requested' ? <p className="notice">{t('adminClaims.waitingForCustomer')}</p> : null}
      <div className="form__row">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-action`}>
            {t('adminClaims.action')}
          </label>
          <select
            id={`${id}-action`}
            className="field__input field__select"
            value={action}
            onChange={(event) => {
              const next = actions.find((candidate) => candidate === event.target.value) ?? '';
              setDraft({ ...draft, action: next });
            }}
          >
            <option value="">{t('adminClaims.chooseAction')}</option>
            {actions.map((candidate) => (
              <option key={candidate} value={candidate}>
                {t(`adminClaims.actions.${candidate}`)}
              </option>
            ))}
          </select>
        </div>
        {action === 'approved' ? (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-resolution`}>
              {t('adminClaims.resolutionLabel')}
              <RequiredMark required />
            </label>
            <select
              id={`${id}-resolution`}
              className="field__input field__select"
              required
              value={draft.resolution}
              onChange={(event) => setDraft({ ...draft, resolution: isClaimResolution(event.target.value) ? event.target.value : '' })}
            >
              <option value="">{t('adminClaims.chooseResolution')}</option>
              {CLAIM_RESOLUTIONS.map((resolution) => (
                <option key={resolution} value={resolution}>
                  {t(`claimResolution.${resolution}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      {action !== '' ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-note`}>
            {noteLabel}
            <RequiredMark required={noteRequired(action)} />
          </label>
          <textarea
            id={`${id}-note`}
            className="field__input"
            rows={3}
            maxLength={CLAIM_TEXT_MAX}
            required={noteRequired(action)}
            value={draft.note}
            onChange={(event) => setDraft({ ...draft, note: event.target.value })}
          />
        </div>
      ) : null}
      <div className="form__actions">
        <button
          type="submit"
          className={`button button--small${action === 'rejected' ? ' button--danger' : ' button--accent'}`}
          disabled={change.isPending || action === ''}
        >
          {change.isPending ? t('adminClaims.applying') : action === '' ? t('adminClaims.apply') : t(`adminClaims.actions.${action}`)}
        </button>
      </div>
    </form>
  );
}

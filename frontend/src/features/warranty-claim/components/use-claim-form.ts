import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useTranslation, currentLang, specMessage } from '../../../lib/i18n';
import { riyadhDate, WARRANTY_MESSAGES, type SubmitClaimRequest } from '@dealer/contracts';
import { useFieldProblems } from '../../../components/form/use-field-problems';
import { isRefusal } from '../../../lib/api-client';
import type { LoginState } from '../../../lib/session/login-return';
import { sessionNow } from '../../../lib/session/session.query';
import { notify } from '../../../lib/toast';
import { browserPendingStorage } from '../../../lib/pending/pending-submission';
import { useSubmissionAttempt } from '../../../lib/pending/use-submission-attempt';
import { useSubmitClaim } from '../api/use-submit-claim.mutation';
import { CLAIM_FIELDS } from '../../../lib/claim/claim-fields';
import { claimProblems, EMPTY_CLAIM_FORM, toSubmitClaimRequest, validateClaimForm, type ClaimFormValues } from '../model/claim-form';
import { savePendingClaim } from '../model/pending-claim';

export const CLAIM_FORM_ID = 'warranty-claim-form';
/** The fields in the form's order, the invoice photo last: problems and server refusals are shown at them. */
const FORM_FIELDS = [...CLAIM_FIELDS, 'invoiceImage'] as const;
type FormField = (typeof FORM_FIELDS)[number];

/** State and actions of the /WarrantyClaim form (spec sections 4 and 5). */
export function useClaimForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submitClaim = useSubmitClaim();
  const [values, setValues] = useState<ClaimFormValues>(EMPTY_CLAIM_FORM);
  const [reference, setReference] = useState('');
  const today = riyadhDate(new Date());
  /** Missing fields and date rules at their fields; the server's refusal at the field it names (the photo too) or above Submit. */
  const problems = useFieldProblems<FormField>(claimProblems(values, today), FORM_FIELDS, (field) => t(`claimForm.fields.${field}`));
  const { changed } = problems;
  const attempt = useSubmissionAttempt<SubmitClaimRequest>();

  const setField = useCallback(
    <K extends keyof ClaimFormValues>(key: K, value: ClaimFormValues[K]) => {
      setValues((previous) => ({ ...previous, [key]: value }));
      changed(key);
    },
    [changed],
  );

  /** False, with the spec's toast and every problem at its field, when the form cannot be sent as it is. */
  const check = (form: ClaimFormValues): boolean => {
    const result = validateClaimForm(form, today);
    problems.check(claimProblems(form, today));
    if (result.ok) return true;
    if ('message' in result) notify.info(specMessage(result.message));
    else notify.error(WARRANTY_MESSAGES[result.dateProblem][currentLang()]);
    return false;
  };

  const saveAndLogin = (form: ClaimFormValues) => {
    const idempotencyKey = attempt.keyToKeep();
    const outcome = savePendingClaim(browserPendingStorage(), { values: form, idempotencyKey, savedAt: new Date().toISOString() });
    if (outcome === 'savedWithoutImage') notify.warning(t('claimForm.invoicePhoto.notKept'));
    // The login page says, for as long as it is open, that the claim waits (a toast would go in 5 s).
    navigate('/login', { state: { from: '/WarrantyClaim', kept: 'claim' } satisfies LoginState });
  };

  const post = (form: ClaimFormValues, idempotencyKey: string) => {
    problems.setRefusal({ fields: {}, form: null });
    submitClaim.mutate(
      { body: toSubmitClaimRequest(form), idempotencyKey },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          attempt.end();
          problems.reset();
          setValues(EMPTY_CLAIM_FORM);
          setReference(answer.reference);
        },
        onError: (error) => {
          if (attempt.failed(error) === 'login') {
            saveAndLogin(form);
            return;
          }
          if (isRefusal(error)) {
            // At the field it names, or above Submit (e.g. too many claims sent): it stays after the toast.
            problems.refuse(error);
          }
          notify.failure(error);
        },
      },
    );
  };

  const submit = () => {
    setReference('');
    if (!check(values)) return;
    const session = sessionNow(queryClient);
    if (session.confirmed && !session.customer) {
      saveAndLogin(values);
      return;
    }
    post(values, attempt.keyFor(toSubmitClaimRequest(values)));
  };

  /** Sends a claim saved before login with its saved key, or puts it back in the form when it is not complete. */
  const resume = (form: ClaimFormValues, idempotencyKey: string) => {
    setValues(form);
    if (!check(form)) return;
    notify.info(t('claimForm.sendingSaved'));
    attempt.resume(toSubmitClaimRequest(form), idempotencyKey);
    post(form, idempotencyKey);
  };

  return { values, setField, problems, submit, resume, reference, submitting: submitClaim.isPending };
}

export type ClaimFormController = ReturnType<typeof useClaimForm>;

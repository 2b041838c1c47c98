import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { WARRANTY_MESSAGES, type SubmitClaimRequest } from '@dealer/contracts';
import { ApiError } from '../../../lib/api-client';
import { NO_REFUSAL, placeRefusal, withoutField, type FormRefusal } from '../../../lib/form-refusal';
import { currentLang, specMessage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session/session.query';
import { notify } from '../../../lib/toast';
import { browserPendingStorage, newIdempotencyKey } from '../../../lib/pending/pending-submission';
import { useSubmitClaim } from '../api/use-submit-claim.mutation';
import { riyadhToday } from '../../../lib/time/riyadh-today';
import { CLAIM_FIELDS, EMPTY_CLAIM_FORM, toSubmitClaimRequest, validateClaimForm, type ClaimFormValues, type MandatoryClaimField } from '../model/claim-form';
import { savePendingClaim } from '../model/pending-claim';

export const CLAIM_FORM_ID = 'warranty-claim-form';
const DATE_FIELDS: MandatoryClaimField[] = ['originalUnitInstallDate', 'failedDate'];
/** The fields a server refusal can be shown at: the text fields and the invoice photo. */
const REFUSABLE_FIELDS = [...CLAIM_FIELDS, 'invoiceImage'] as const;
type RefusableField = (typeof REFUSABLE_FIELDS)[number];

/** One submission attempt: a retry of the same body keeps its key, any change makes a new one. */
interface Attempt {
  body: string;
  key: string;
}

/** State and actions of the /WarrantyClaim form (spec sections 4 and 5). */
export function useClaimForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const submitClaim = useSubmitClaim();
  const [values, setValues] = useState<ClaimFormValues>(EMPTY_CLAIM_FORM);
  const [invalid, setInvalid] = useState<MandatoryClaimField[]>([]);
  const [reference, setReference] = useState('');
  /** The server's refusal, at the field it names (the photo too: damaged, storage limit reached...) or above Submit. */
  const [refusal, setRefusal] = useState<FormRefusal<RefusableField>>(NO_REFUSAL);
  const attempt = useRef<Attempt | null>(null);

  const setField = useCallback(<K extends keyof ClaimFormValues>(key: K, value: ClaimFormValues[K]) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setInvalid((previous) => previous.filter((field) => field !== key && !(DATE_FIELDS.includes(field) && DATE_FIELDS.includes(key as MandatoryClaimField))));
    setRefusal((previous) => withoutField(previous, key));
  }, []);

  const keyFor = (body: SubmitClaimRequest): string => {
    const serialized = JSON.stringify(body);
    if (attempt.current?.body !== serialized) attempt.current = { body: serialized, key: newIdempotencyKey() };
    return attempt.current.key;
  };

  const focusFirst = (fields: MandatoryClaimField[]) => {
    const form = document.getElementById(CLAIM_FORM_ID);
    const first = fields[0];
    const element = first ? form?.querySelector<HTMLElement>(`[data-field="${first}"]`) : null;
    element?.scrollIntoView({ block: 'center' });
    element?.focus({ preventScroll: true });
  };

  /** False, with the reason shown, when the form cannot be sent as it is. */
  const check = (form: ClaimFormValues): boolean => {
    const result = validateClaimForm(form, riyadhToday(new Date()));
    if (result.ok) return true;
    if ('message' in result) {
      notify.info(specMessage(result.message));
      setInvalid(result.missing);
      focusFirst(result.missing);
    } else {
      notify.error(WARRANTY_MESSAGES[result.dateProblem][currentLang()]);
      const fields: MandatoryClaimField[] = result.dateProblem === 'failedBeforeInstall' ? ['failedDate'] : DATE_FIELDS;
      setInvalid(fields);
      focusFirst(fields);
    }
    return false;
  };

  const saveAndLogin = (form: ClaimFormValues) => {
    const idempotencyKey = attempt.current?.key ?? newIdempotencyKey();
    const outcome = savePendingClaim(browserPendingStorage(), { values: form, idempotencyKey, savedAt: new Date().toISOString() });
    if (outcome === 'savedWithoutImage') notify.warning(t('claimForm.invoicePhoto.notKept'));
    notify.info(t('claimForm.loginToFinish'));
    navigate('/login', { state: { from: '/WarrantyClaim' } });
  };

  const post = (form: ClaimFormValues, idempotencyKey: string) => {
    setRefusal(NO_REFUSAL);
    submitClaim.mutate(
      { body: toSubmitClaimRequest(form), idempotencyKey },
      {
        onSuccess: (answer) => {
          notify.success(answer.message);
          attempt.current = null;
          setInvalid([]);
          setValues(EMPTY_CLAIM_FORM);
          setReference(answer.reference);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 401) {
            saveAndLogin(form);
            return;
          }
          // The server answered, so the next try is a new attempt; an unanswered one keeps its key.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            attempt.current = null;
            // At the field it names, or above Submit (e.g. too many claims sent): it stays after the toast.
            setRefusal(placeRefusal(error, REFUSABLE_FIELDS));
          }
          notify.failure(error);
        },
      },
    );
  };

  const submit = () => {
    setReference('');
    if (!check(values)) return;
    if (session.confirmed && !session.customer) {
      saveAndLogin(values);
      return;
    }
    post(values, keyFor(toSubmitClaimRequest(values)));
  };

  /** Sends a claim saved before login with its saved key, or puts it back in the form when it is not complete. */
  const resume = (form: ClaimFormValues, idempotencyKey: string) => {
    setValues(form);
    if (!check(form)) return;
    notify.info(t('claimForm.sendingSaved'));
    attempt.current = { body: JSON.stringify(toSubmitClaimRequest(form)), key: idempotencyKey };
    post(form, idempotencyKey);
  };

  return { values, setField, invalid, refusal, submit, resume, reference, submitting: submitClaim.isPending };
}

export type ClaimFormController = ReturnType<typeof useClaimForm>;

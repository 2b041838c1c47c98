import { useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { formatSlotTime } from '@dealer/contracts';
import { ChoiceField } from '../../../components/choice-field/choice-field';
import { availabilityQueryOptions } from '../../../lib/booking/availability.query';
import type { BookingJob } from '../../../lib/booking/booking-job';
import { useReaderLang } from '../../../lib/catalog/use-content-names';
import { isRefusal } from '../../../lib/api-client';
import { sessionNow } from '../../../lib/session/session.query';
import { notify } from '../../../lib/toast';
import { useJoinWaitlist } from '../api/use-join-waitlist.mutation';
import { bookingProblems } from '../model/booking-form';
import { offersWaitlist, toJoinWaitlistRequest, windowChoices } from '../model/join-waitlist';
import type { BookingFormController } from './use-booking-form';

/**
 * Under the times, once the chosen day has a full time: join the day's waitlist for a window of
 * starts, with the vehicle and services chosen above. The free times come from the same query the
 * time buttons keep live.
 */
export function JoinWaitlist({ controller, job }: { controller: BookingFormController; job: BookingJob }) {
  const { t } = useTranslation();
  const lang = useReaderLang();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { values, problems } = controller;
  const slots = useQuery({ ...availabilityQueryOptions(values.branchName, values.bookingDate, job), enabled: values.branchName !== '' && values.bookingDate !== '' });
  const join = useJoinWaitlist();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [errors, setErrors] = useState<{ windowStart?: string; windowEnd?: string }>({});
  if (values.branchName === '' || values.bookingDate === '' || !offersWaitlist(slots.data)) return null;

  const times = windowChoices(slots.data).map((time) => ({ value: time, label: formatSlotTime(time, lang) }));
  const submit = () => {
    // Everything but the time: the window stands for it.
    const { bookingTime: _time, ...missing } = bookingProblems(values);
    if (!problems.check(missing)) {
      notify.error(t('waitlist.fillFirst'));
      return;
    }
    const chosen = { windowStart: from === '' ? t('waitlist.chooseTime') : undefined, windowEnd: to === '' ? t('waitlist.chooseTime') : undefined };
    setErrors(chosen);
    if (chosen.windowStart || chosen.windowEnd) return;
    const session = sessionNow(queryClient);
    if (session.confirmed && !session.customer) {
      notify.info(t('waitlist.loginToJoin'), 'session');
      void navigate('/login', { state: { from: '/' } });
      return;
    }
    join.mutate(toJoinWaitlistRequest(values, from, to), {
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) => {
        if (isRefusal(error)) {
          const at = Object.fromEntries(error.fieldErrors?.map((problem) => [problem.field, problem.message]) ?? []);
          setErrors({ windowStart: at.windowStart, windowEnd: at.windowEnd });
          notify.error(error.message);
          return;
        }
        notify.failure(error);
      },
    });
  };

  return (
    <fieldset className="booking__waitlist" aria-describedby="waitlist-intro">
      <legend className="booking__waitlist-heading">{t('waitlist.panelHeading')}</legend>
      <p id="waitlist-intro" className="booking__waitlist-intro">
        {t('waitlist.panelIntro')}
      </p>
      <div className="booking__waitlist-window">
        <ChoiceField label={t('waitlist.from')} placeholder={t('waitlist.chooseTime')} field="windowStart" value={from} choices={times} onValueChange={setFrom} error={errors.windowStart} />
        <ChoiceField label={t('waitlist.to')} placeholder={t('waitlist.chooseTime')} field="windowEnd" value={to} choices={times} onValueChange={setTo} error={errors.windowEnd} />
        <button type="button" name="joinWaitlist" className="button booking__waitlist-join" disabled={join.isPending} onClick={submit}>
          {join.isPending ? t('waitlist.joining') : t('waitlist.join')}
        </button>
      </div>
    </fieldset>
  );
}

import { Fragment, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { formatDateWithHijri, isolateFor, type BookingView, type Lang } from '@dealer/contracts';
import { askConfirmation } from '../../../components/dialog/confirm-dialog';
import { BranchMap } from '../../../components/map/branch-map';
import { directionsUrl } from '../../../components/map/directions';
import { LoadingState } from '../../../components/page/loading-state';
import { PageIntro } from '../../../components/page/page-intro';
import { RescheduleDialog } from '../../../components/reschedule-dialog/reschedule-dialog';
import { SummaryList, type SummaryRow } from '../../../components/summary-list/summary-list';
import { Bdi, LtrText } from '../../../components/text/bidi-text';
import { ApiError } from '../../../lib/api-client';
import { bookAgainFrom } from '../../../lib/booking/book-again';
import { bookingToken } from '../../../lib/booking/booking-token';
import { canCustomerChange } from '../../../lib/booking/booking-status';
import { bookedTimeText } from '../../../lib/booking/duration-text';
import { slotLabels } from '../../../lib/booking/slot-labels';
import { useChangeBooking } from '../../../lib/booking/use-change-booking.mutation';
import { useReaderLang } from '../../../lib/catalog/use-content-names';
import { useSession } from '../../../lib/session/session.query';
import '../../../lib/signed-in-texts';
import { notify } from '../../../lib/toast';
import { bookingQueryKey, useBooking } from '../api/booking.query';
import { downloadCalendar } from '../api/download-calendar';
import { useTokenFromAddress } from '../model/use-token-from-address';
import './booking-page.css';

/**
 * /bookings/:id: the confirmation a customer keeps. Reached after booking, from My Account, or from
 * the "Manage your booking" link in the booking's mails without logging in.
 */
export function BookingPage() {
  const { id = '' } = useParams();
  useTokenFromAddress(id);
  const { t } = useTranslation();
  const booking = useBooking(id);
  const title = t('bookingPage.title');

  // A cancelled booking's link stops working; the page keeps showing what it last read.
  if (booking.data) return <BookingDetails booking={booking.data} />;
  if (booking.isPending) {
    return (
      <PageIntro title={title} heading={title}>
        <LoadingState />
      </PageIntro>
    );
  }
  return <BookingUnavailable error={booking.error} viaLink={bookingToken(id) !== null} />;
}

function BookingUnavailable({ error, viaLink }: { error: Error | null; viaLink: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const status = error instanceof ApiError ? error.status : 0;
  const title = t('bookingPage.title');
  if (status === 401) {
    return (
      <PageIntro title={title} heading={t('bookingPage.loginHeading')}>
        <div className="card booking-page__card">
          <p>{viaLink ? t('bookingPage.linkExpired') : t('bookingPage.loginText')}</p>
          <p className="form__actions">
            <Link className="button" to="/login" state={{ from: location.pathname }}>
              {t('bookingPage.login')}
            </Link>
          </p>
        </div>
      </PageIntro>
    );
  }
  return (
    <PageIntro title={title} heading={title}>
      <p className="notice" role="alert">
        {status === 404 ? t('bookingPage.notFound') : error?.message}
      </p>
    </PageIntro>
  );
}

/** Arabic names as recorded when booked, English where there were none (marked as English text). */
function named(english: string, arabic: string, lang: Lang) {
  if (lang === 'ar' && arabic) return <>{arabic}</>;
  return lang === 'en' ? <>{english}</> : <bdi lang="en">{english}</bdi>;
}

function BookingDetails({ booking }: { booking: BookingView }) {
  const { t } = useTranslation();
  const lang = useReaderLang();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const change = useChangeBooking();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  const reference = booking._id.slice(0, 8).toUpperCase();
  const changeable = canCustomerChange(booking, new Date());
  const justPlaced = (location.state as { placed?: boolean } | null)?.placed === true && booking.status === 'booked';
  const branchName = named(booking.branchName, booking.branchNameAr, lang);
  const branchText = (lang === 'ar' && booking.branchNameAr) || booking.branchName;
  const address = booking.branch ? (lang === 'ar' && booking.branch.addressAr) || booking.branch.address : '';
  const { branch: contact, branchName: mapName, branchNameAr: mapNameAr } = booking;
  // Stable, so the map is drawn once rather than on every render.
  const mapBranches = useMemo(() => (contact ? [{ ...contact, branchName: mapName, branchNameAr: mapNameAr }] : []), [contact, mapName, mapNameAr]);

  const cancel = async () => {
    const message = t('bookingHistory.confirmCancel', { branch: isolateFor(lang)(branchText), ...slotLabels(booking, lang, true) });
    if (!(await askConfirmation({ message, confirmLabel: t('bookingHistory.cancelBooking'), keepLabel: t('bookingHistory.keepBooking') }))) return;
    change.mutate(
      { id: booking._id, change: { kind: 'cancel' } },
      {
        onSuccess: ({ message: done }) => {
          notify.success(done);
          // A link's token no longer opens a cancelled booking, so the refresh may be refused: the
          // page shows the outcome it was told.
          queryClient.setQueryData<BookingView>(bookingQueryKey(booking._id), (old) => old && { ...old, status: 'cancelled' });
        },
        onError: notify.failure,
      },
    );
  };

  const addToCalendar = () =>
    downloadCalendar(booking._id, `booking-${reference}.ics`).catch(() => notify.error(t('bookingPage.calendarFailed')));

  const services = booking.serviceDetails.map((service, index) => (
    <Fragment key={`${service}-${index}`}>
      {index > 0 ? (lang === 'ar' ? '، ' : ', ') : null}
      {named(service, booking.serviceDetailsAr[index] ?? '', lang)}
    </Fragment>
  ));
  const rows: SummaryRow[] = [
    { term: t('bookingPage.reference'), value: <LtrText>{reference}</LtrText> },
    { term: t('bookingPage.status'), value: <span className={`booking-page__status booking-page__status--${booking.status}`}>{t(`bookingStatus.${booking.status}`)}</span> },
    { term: t('bookingPage.date'), value: <Bdi>{formatDateWithHijri(booking.bookingDate, lang)}</Bdi> },
    { term: t('bookingPage.time'), value: <Bdi>{bookedTimeText(t, booking, lang)}</Bdi> },
    { term: t('bookingPage.branch'), value: branchName },
  ];
  if (booking.branch) {
    rows.push({ term: t('bookingPage.address'), value: address === booking.branch.address && lang === 'ar' ? <bdi lang="en">{address}</bdi> : address });
    rows.push({
      term: t('bookingPage.phone'),
      value: (
        <a href={`tel:${booking.branch.phoneNumber.replace(/[^\d+]/g, '')}`}>
          <LtrText>{booking.branch.phoneNumber}</LtrText>
        </a>
      ),
    });
  }
  rows.push(
    {
      term: t('bookingPage.vehicle'),
      value: (
        <>
          {named(booking.vehicleType, booking.vehicleTypeAr, lang)} · <Bdi>{booking.model}</Bdi> · {named(booking.transmission, booking.transmissionAr, lang)}
        </>
      ),
    },
    { term: t('bookingPage.services'), value: services },
    { term: t('bookingPage.waiting'), value: booking.waitingStatus === 'Waiting' ? t('booking.waiting.wait') : t('booking.waiting.dropOff') },
  );

  return (
    <PageIntro title={t('bookingPage.title')} heading={t('bookingPage.heading', { reference })}>
      <div role="status">{justPlaced ? <p className="notice booking-page__placed">{t('bookingPage.placed', { email: booking.email })}</p> : null}</div>
      <div className="card booking-page__card">
        <SummaryList rows={rows} className="booking-page__facts" />
        {booking.branch ? (
          <p className="booking-page__directions">
            <a href={directionsUrl(booking.branch.latitude, booking.branch.longitude)} target="_blank" rel="noopener noreferrer">
              {t('bookingPage.directions')} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
            </a>
          </p>
        ) : null}
        {booking.status === 'cancelled' ? <p className="notice">{t('bookingPage.cancelledNote')}</p> : null}
        {booking.status !== 'cancelled' && !changeable ? <p className="notice">{t('bookingPage.finalNote')}</p> : null}
        <div className="form__actions booking-page__actions">
          {booking.status !== 'cancelled' ? (
            <button type="button" className="button" onClick={() => void addToCalendar()}>
              {t('bookingPage.addToCalendar')}
            </button>
          ) : null}
          {changeable ? (
            <>
              <button type="button" className="button button--ghost" onClick={() => setMoving(true)}>
                {t('bookingPage.reschedule')}
              </button>
              <button type="button" className="button button--danger" onClick={() => void cancel()} disabled={change.isPending}>
                {t('bookingPage.cancel')}
              </button>
            </>
          ) : null}
        </div>
        <p className="booking-page__more">
          <button type="button" className="button button--ghost button--small" onClick={() => void navigate('/', { state: bookAgainFrom(booking) })}>
            {t('bookingPage.bookAgain')}
          </button>
          {session.customer ? (
            <Link className="button button--ghost button--small" to="/account">
              {t('bookingPage.myBookings')}
            </Link>
          ) : null}
        </p>
      </div>
      {mapBranches.length > 0 && booking.status !== 'cancelled' ? (
        <div className="booking-page__map">
          <BranchMap branches={mapBranches} unavailable={t('bookingPage.mapUnavailable')} />
        </div>
      ) : null}
      <RescheduleDialog booking={moving ? booking : null} onClose={() => setMoving(false)} />
    </PageIntro>
  );
}

import { useEffect, useRef } from 'react';
import { useSearchParams } from '../../../lib/router';
import { useCatalogList } from '../../../lib/catalog/catalog-lists.query';
import { BOOKING_FORM_ID, type BookingFormController } from './use-booking-form';

/** A branch's booking link (/?branch={branchName}) preselects that branch and shows the form. */
export function useBranchPreselect(setField: BookingFormController['setField']): void {
  const [params] = useSearchParams();
  const wanted = params.get('branch')?.trim().toLowerCase() ?? '';
  const locations = useCatalogList('locations');
  const applied = useRef('');

  useEffect(() => {
    if (!wanted || applied.current === wanted || !locations.data) return;
    const branch = locations.data.find((row) => row.branchName.trim().toLowerCase() === wanted || row._id === wanted);
    applied.current = wanted;
    if (!branch) return;
    setField('branchName', branch.branchName);
    document.getElementById(BOOKING_FORM_ID)?.scrollIntoView({ block: 'start' });
  }, [wanted, locations.data, setField]);
}

import type { BookingRow, ContentText } from '@dealer/contracts';
import { shownAs } from '../../components/data-grid/grid-settings';
import type { ContentNames } from './use-content-names';

/** A grid column of a name the rows carry in English, shown (and filtered) in the reader's language. */
export function contentNameCells<T, K extends keyof T & string>(field: K, name: (english: string) => ContentText) {
  return shownAs<T, K>(field, (value) => (typeof value === 'string' ? name(value).text : ''));
}

/** A booking's branch, make and gearbox columns' cells in the reader's language. */
export function bookingNameCells(names: ContentNames) {
  return {
    vehicleType: contentNameCells<BookingRow, 'vehicleType'>('vehicleType', names.vehicle),
    transmission: contentNameCells<BookingRow, 'transmission'>('transmission', names.transmission),
    branchName: contentNameCells<BookingRow, 'branchName'>('branchName', names.branch),
  };
}

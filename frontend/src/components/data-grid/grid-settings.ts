/** The spec's grid settings, shared by every account and admin grid. */
export const GRID_PAGE_SIZE = 10;
export const GRID_ROW_HEIGHT = 35;
export const GRID_HEIGHT = 475;

/** For columns of e-mails and phone numbers: read left-to-right even in an Arabic grid. */
export const LTR_CELL_CLASS = 'data-grid__ltr';

/** Gregorian date and time with Latin digits in both languages, in Saudi time. */
export function gridDateTimeFormat(lang: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Riyadh',
  });
}

import { isolateFor, type Lang } from '@dealer/contracts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The services a reschedule changed to, in the reader's language where an Arabic name was recorded; '' if unchanged. */
export function changedServicesText(data: Record<string, unknown>, lang: Lang): string {
  const names = Array.isArray(data.serviceDetails) ? data.serviceDetails.map(text).filter(Boolean) : [];
  const arabic = Array.isArray(data.serviceDetailsAr) ? data.serviceDetailsAr.map(text) : [];
  const shown = names.map((name, index) => (lang === 'ar' && arabic[index] ? arabic[index] : name));
  return shown.map(isolateFor(lang)).join(lang === 'ar' ? '، ' : ', ');
}

import type { BookingStatus } from '@dealer/contracts';

/**
 * One colour per booking status, the same on every screen that shows one (the grids, the manage panel,
 * the day board, whose chips use the same colours): the tone names a `status-chip--<tone>` class in
 * styles/global.css, each a pale fill with dark text (contrast 5.5:1 or more). The word is always shown
 * beside the colour.
 */
export const BOOKING_STATUS_TONES = {
  booked: 'blue',
  confirmed: 'green',
  arrived: 'amber',
  completed: 'grey',
  no_show: 'red',
  cancelled: 'plain',
} as const satisfies Record<BookingStatus, string>;

export type StatusTone = (typeof BOOKING_STATUS_TONES)[BookingStatus];

/** The chip's classes for a status. */
export const statusChipClass = (status: BookingStatus) => `status-chip status-chip--${BOOKING_STATUS_TONES[status]}`;

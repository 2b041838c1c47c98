import type { BookingRow, WaitingStatus } from '@dealer/contracts';

/**
 * "Book again": what the home booking form takes over from an earlier booking, passed as the
 * navigation's state. The date and time are left to choose: the old ones have passed or are taken.
 */
export interface BookAgain {
  vehicleType: string;
  model: string;
  transmission: string;
  branchName: string;
  serviceDetails: string[];
  waitingStatus: WaitingStatus;
}

export function bookAgainFrom(row: BookingRow): { bookAgain: BookAgain } {
  const { vehicleType, model, transmission, branchName, serviceDetails, waitingStatus } = row;
  return { bookAgain: { vehicleType, model, transmission, branchName, serviceDetails: [...serviceDetails], waitingStatus } };
}

/** The booking to repeat, when the navigation's state carries one. */
export function bookAgainOf(state: unknown): BookAgain | null {
  if (typeof state !== 'object' || state === null || !('bookAgain' in state)) return null;
  const again = (state as { bookAgain: unknown }).bookAgain;
  if (typeof again !== 'object' || again === null) return null;
  const a = again as Partial<BookAgain>;
  const texts = [a.vehicleType, a.model, a.transmission, a.branchName, a.waitingStatus];
  if (!texts.every((value) => typeof value === 'string') || !Array.isArray(a.serviceDetails)) return null;
  return a as BookAgain;
}

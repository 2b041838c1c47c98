// The admin waitlist of a branch-day, for the day board to place.
export { DayWaitlist } from './components/day-waitlist';

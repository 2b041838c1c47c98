/**
 * The spec's slot labels are 12-hour text with a leading zero ('01:00 PM'). We keep the label for
 * display and derive the minute of the day from it, so slots sort and compare correctly (no PM
 * fall-through). Returns null for anything that is not such a label.
 */
export function minuteOfDayFromLabel(label: string): number | null {
  const match = /^(0[1-9]|1[0-2]):([0-5]\d) (AM|PM)$/.exec(label.trim());
  if (!match) return null;
  const hour12 = Number(match[1]);
  const hour24 = (hour12 % 12) + (match[3] === 'PM' ? 12 : 0);
  return hour24 * 60 + Number(match[2]);
}

/** '13:30' minutes-of-day back to the spec's label: 810 -> '01:30 PM'. */
export function labelFromMinuteOfDay(minute: number): string {
  const hour24 = Math.floor(minute / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(hour12)}:${pad(minute % 60)} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/** 'HH:MM-AM/PM' (the branch form's format) to minutes after midnight; null when malformed. */
export function minuteOfDayFromClock(clock: string): number | null {
  return minuteOfDayFromLabel(clock.replace('-', ' '));
}

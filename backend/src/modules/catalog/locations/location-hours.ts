import {
  DAY_MINUTES,
  DEFAULT_WORKING_DAYS,
  WEEKDAYS,
  hoursFromClockTexts,
  labelFromMinuteOfDay,
  uniformWeek,
  workingDaysOf,
  type LocationInput,
  type OpenHours,
  type Weekday,
  type WeeklyHours,
} from '@dealer/contracts';

/** What a branch form without readable times gets: the usual 08:00–22:00. */
const FALLBACK_HOURS: OpenHours = { opens: 8 * 60, closes: 22 * 60 };

/** The spec's 'HH:MM-AM/PM' for minutes of a day; a closing past midnight wraps (26:00 is '02:00-AM'). */
export function clockTextOf(minutes: number): string {
  return labelFromMinuteOfDay(minutes % DAY_MINUTES).replace(' ', '-');
}

/** Everything a branch stores about its hours, in both forms: structured and the spec's texts. */
export interface LocationHours {
  weeklyHours: WeeklyHours;
  ramadanHours: OpenHours | null;
  workingDays: Weekday[];
  openingSaturday: string;
  tillThursday: string;
  ramadanOpening: string | null;
  ramadanClosing: string | null;
}

/**
 * The spec's texts for a structured week: the Saturday hours, or the first working day's when Saturday
 * is closed (the spec's fields name one pair of times for the whole week).
 */
export function textsOfWeek(weekly: WeeklyHours): Pick<LocationHours, 'workingDays' | 'openingSaturday' | 'tillThursday'> {
  const workingDays = workingDaysOf(weekly);
  const shown = weekly.saturday ?? (workingDays[0] ? weekly[workingDays[0]] : null) ?? FALLBACK_HOURS;
  return { workingDays, openingSaturday: clockTextOf(shown.opens), tillThursday: clockTextOf(shown.closes) };
}

function ramadanTexts(ramadan: OpenHours | null): Pick<LocationHours, 'ramadanOpening' | 'ramadanClosing'> {
  return ramadan ? { ramadanOpening: clockTextOf(ramadan.opens), ramadanClosing: clockTextOf(ramadan.closes) } : { ramadanOpening: null, ramadanClosing: null };
}

/**
 * A branch body's hours. Structured hours win and the texts are derived from them; a body with only the
 * spec's texts (the spec's own client) keeps them as sent and gets a uniform week on its working days.
 */
export function locationHours(input: LocationInput): LocationHours {
  const texts = input.weeklyHours
    ? { weeklyHours: input.weeklyHours, ...textsOfWeek(input.weeklyHours) }
    : {
        weeklyHours: uniformWeek(input.workingDays ?? DEFAULT_WORKING_DAYS, hoursFromClockTexts(input.openingSaturday ?? '', input.tillThursday ?? '') ?? FALLBACK_HOURS),
        workingDays: WEEKDAYS.filter((day) => (input.workingDays ?? DEFAULT_WORKING_DAYS).includes(day)),
        openingSaturday: input.openingSaturday ?? clockTextOf(FALLBACK_HOURS.opens),
        tillThursday: input.tillThursday ?? clockTextOf(FALLBACK_HOURS.closes),
      };
  if (input.ramadanHours !== undefined) return { ...texts, ramadanHours: input.ramadanHours, ...ramadanTexts(input.ramadanHours) };
  const ramadanHours = input.ramadanOpening && input.ramadanClosing ? hoursFromClockTexts(input.ramadanOpening, input.ramadanClosing) : null;
  return { ...texts, ramadanHours, ramadanOpening: input.ramadanOpening ?? null, ramadanClosing: input.ramadanClosing ?? null };
}

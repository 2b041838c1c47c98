import { useTranslation } from '../../lib/i18n';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorState } from '../page/error-state';
import { LoadingState } from '../page/loading-state';
import { gridDateTimeFormat } from '../data-grid/grid-settings';
import './timeline.css';

interface EventTimelineProps<E extends { recordedAt: string }> {
  headingId: string;
  heading: string;
  emptyText: string;
  /** The recorded steps, oldest first. */
  events: UseQueryResult<E[]>;
  describe: (event: E) => string;
  /** Who took the step, '' when unknown. */
  actor: (event: E) => string;
}

/** A history as the event store recorded it: each step, when it happened and who took it. */
export function EventTimeline<E extends { recordedAt: string }>({ headingId, heading, emptyText, events, describe, actor }: EventTimelineProps<E>) {
  const { i18n } = useTranslation();
  const format = gridDateTimeFormat(i18n.language);

  return (
    <section className="timeline" aria-labelledby={headingId}>
      <h3 id={headingId} className="timeline__heading">
        {heading}
      </h3>
      {events.isPending ? <LoadingState /> : null}
      {events.isError ? <ErrorState error={events.error} onRetry={() => void events.refetch()} /> : null}
      {events.isSuccess && events.data.length === 0 ? <p className="timeline__empty">{emptyText}</p> : null}
      {events.isSuccess && events.data.length > 0 ? (
        <ol className="timeline__list">
          {events.data.map((event, index) => (
            <li key={`${event.recordedAt}-${index}`} className="timeline__item">
              <span className="timeline__text">{describe(event)}</span>
              <span className="timeline__meta">
                <time dateTime={event.recordedAt}>{format.format(new Date(event.recordedAt))}</time> {actor(event)}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

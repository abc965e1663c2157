// The booking's history, oldest first: what happened, who did it, when, and why where someone said.
import { Trans, useTranslation } from 'react-i18next';
import type { Booking, BookingSide } from '@mobile-planet/shared';
import { i18n } from '@/lib/i18n';
import { formatDateTime } from '@/lib/dates';
import { actorLabel, eventLabel } from '../utils/booking-words';

interface TimelineEntry {
  key: string;
  label: string;
  by: string;
  at: string;
  note?: string;
}

function timelineEntries(booking: Booking, side: BookingSide): TimelineEntry[] {
  // The booking itself is not a transition, but it is where every booking starts.
  const booked: TimelineEntry = { key: 'booked', label: i18n.t('deals:timeline.booked'), by: actorLabel('buyer', side), at: booking.createdAt };
  return [
    booked,
    ...booking.history.map((event, index) => ({
      key: `${index}:${event.event}`,
      label: eventLabel(event),
      by: actorLabel(event.by, side),
      at: event.at,
      ...(event.note ? { note: event.note } : {}),
    })),
  ];
}

export function BookingTimeline({ booking, side }: { booking: Booking; side: BookingSide }) {
  const { t } = useTranslation('deals');
  return (
    <section aria-labelledby="deal-history" className="space-y-3">
      <h2 id="deal-history" className="text-lg font-semibold">
        {t('timeline.heading')}
      </h2>
      <ol className="relative space-y-4 border-l-2 border-base-300 pl-5">
        {timelineEntries(booking, side).map((entry) => (
          <li key={entry.key} className="relative">
            <span aria-hidden="true" className="absolute -left-[calc(1.625rem+1px)] top-1.5 h-3 w-3 rounded-full bg-primary" />
            <p className="font-medium">{entry.label}</p>
            <p className="text-sm text-base-content/70">
              <Trans
                t={t}
                i18nKey="timeline.by"
                values={{ by: entry.by, at: formatDateTime(entry.at) }}
                components={{ time: <time dateTime={entry.at} /> }}
              />
            </p>
            {entry.note ? <p className="mt-1 whitespace-pre-line break-words text-sm">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

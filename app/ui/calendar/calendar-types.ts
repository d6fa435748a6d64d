// The shapes the calendar pages hand to the browser (built on the server by calendar-page.server.ts).
import type { CalendarFilter, CalendarKind, CalendarParams } from "~/domain/calendar/view";
import type { MonthView } from "~/ui/stamping/view";

export interface ItemView {
  id: string;
  kind: CalendarKind;
  title: string;
  /** "07:30–10:00" for a timed item, "07:32" for a moment (a stamp), null for an all-day one */
  time: string | null;
  color: number;
  /** how long a timed item lasts, in minutes (0: all day) */
  minutes: number;
  /** a half-day festivity (its afternoon) */
  halfDay: boolean;
  href: string;
}

export interface DayCell {
  date: string;
  /** "3" in the month grid */
  day: number;
  /** "lun 02.03.2026" */
  label: string;
  /** "lun": the week view's column head, over its short date */
  weekday: string;
  /** "02.03." */
  shortDate: string;
  inMonth: boolean;
  today: boolean;
  items: ItemView[];
}

export interface CalendarPageData {
  params: CalendarParams;
  heading: string;
  links: { today: string; prev: string; next: string; views: { view: string; to: string; current: boolean }[] };
  filters: { value: CalendarFilter; label: string }[];
  weekdays: string[];
  /** month view */
  weeks: DayCell[][];
  /** week and day views: the all-day row and the hour rows, 7 to 20 */
  days: DayCell[];
  allDay: ItemView[][];
  hours: { hour: number; label: string; cells: ItemView[][] }[];
  /** every day of the view with items, for the agenda list (the month view on a narrow screen) */
  agenda: DayCell[];
  /** the person's weeks of stamping in the month; null for a site's calendar */
  weekly: MonthView | null;
  /** the JSON feed of the same route, for the enhanced grid */
  feed: string;
}


export interface ItemDetail {
  id: string;
  kind: CalendarKind;
  kindLabel: string;
  title: string;
  period: string;
  /** "2:30 h" for a timed item, null for an all-day one */
  duration: string | null;
  minutes: number;
  place: string;
  description: string;
  isPublic: boolean;
  back: string;
  edit: { to: string; label: string } | null;
  /** the delete this user may do here (an event's cancel, a stamp's delete), asked first; null: none */
  remove: ItemRemove | null;
  /** the page shows the delete's confirmation step (`?delete=1`) */
  confirming: boolean;
}

export interface ItemRemove {
  intent: "cancel-calendar-event" | "delete-stamp";
  /** the event's or the stamp's id */
  recordId: number;
  /** the record's version the user saw */
  version: number;
  commandId: string;
  /** the detail page the step posts to */
  action: string;
  /** the detail page with its confirmation step (without JavaScript) */
  confirmTo: string;
  label: string;
}


// A person's calendar and one item of it, in HR's area and in the administrator's
// (app/areas/calendar/person-calendar.server.ts): the person's header with the tabs above the
// calendar as the person sees it, or above the item's detail.
import type { CalendarPageData, ItemDetail } from "~/ui/calendar/calendar-types";
import { CalendarView } from "~/ui/calendar/calendar-view";
import * as c from "~/ui/calendar/calendar.css";
import { CalendarItemDetail, type ItemRefusal } from "~/ui/calendar/item-detail";
import { PersonHeader, type PersonHeaderView } from "./person-header";

interface PersonPageHead {
  header: PersonHeaderView;
  tabs: { to: string; label: string; end: boolean }[];
  back: { to: string; label: string };
}

export function PersonCalendarPage({ d }: { d: PersonPageHead & { heading: string; calendar: CalendarPageData; base: string } }) {
  return (
    <div className={c.page}>
      <PersonHeader person={d.header} tabs={d.tabs} back={d.back} />
      <h2 className={c.heading}>{d.heading}</h2>
      <CalendarView d={d.calendar} base={d.base} />
    </div>
  );
}

export function PersonCalendarItemPage({ d, refused }: { d: PersonPageHead & { item: ItemDetail }; refused: ItemRefusal | undefined }) {
  return (
    <div className={c.page}>
      <PersonHeader person={d.header} tabs={d.tabs} back={d.back} />
      <CalendarItemDetail d={d.item} refused={refused} />
    </div>
  );
}

// A stamp is a moment on the calendar (issue 34): its time, never a one-minute range; a week's column
// heads are the weekday over the short date, in the server grid and in FullCalendar alike.
import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "~/i18n/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { calendarParams, stampItem, type CalendarItem } from "~/domain/calendar/view";
import { dayHeadText, momentText } from "~/ui/calendar/calendar-enhanced";
import type { CalendarPageData } from "~/ui/calendar/calendar-types";
import { TimeGrid } from "~/ui/calendar/calendar-view";
import { itemPeriod, itemTime, upcomingSummaries } from "./calendar-page.server";

const stamp = stampItem({ id: 7, personId: 2, kind: "ENTRATA", stampedAt: "2026-03-10T06:32:00Z", placeLabel: null });
const event: CalendarItem = { ...stamp, id: "events-1", kind: "events", recordId: 1, title: "Riunione", start: "2026-03-10T06:30:00Z", end: "2026-03-10T09:00:00Z" };
const t = ((k: string) => k) as never;

describe("a stamp on the calendar", () => {
  it("is shown at its time, not as a range cut after a minute", () => {
    expect(itemTime(stamp)).toBe("07:32");
    expect(itemPeriod(stamp)).toBe("10.03.2026 07:32");
    expect(upcomingSummaries(t, [stamp], "/c")[0].time).toBe("07:32");
  });
  it("leaves an event's range as it was", () => {
    expect(itemTime(event)).toBe("07:30–10:00");
  });
  it("reads '07:32 Entrata' in the enhanced grid", () => {
    expect(momentText(new Date("2026-03-10T07:32:00Z"), "Entrata")).toBe("07:32 Entrata");
  });
});

describe("a week's column heads", () => {
  const weekdays = ["lun", "mar", "mer", "gio", "ven", "sab", "dom"];
  it("are the weekday and the Swiss short date in the enhanced grid", () => {
    expect(dayHeadText(new Date("2026-03-09T00:00:00Z"), weekdays)).toBe("lun 09.03.");
    expect(dayHeadText(new Date("2026-03-15T00:00:00Z"), weekdays)).toBe("dom 15.03.");
  });

  it("are the weekday over the short date in the server grid, the full date for screen readers", async () => {
    const days = ["2026-03-09", "2026-03-10", "2026-03-11", "2026-03-12", "2026-03-13", "2026-03-14", "2026-03-15"].map((date, i) => ({
      date,
      day: Number(date.slice(8)),
      label: `${weekdays[i]} ${date.slice(8)}.03.2026`,
      weekday: weekdays[i],
      shortDate: `${date.slice(8)}.03.`,
      inMonth: true,
      today: false,
      items: [],
    }));
    const d: CalendarPageData = {
      params: calendarParams(new URLSearchParams("view=week&date=2026-03-10"), "2026-03-10"),
      heading: "09.03.2026 – 15.03.2026",
      links: { today: "/c", prev: "/c", next: "/c", views: [] },
      filters: [],
      weekdays,
      weeks: [],
      days,
      allDay: days.map(() => []),
      hours: [{ hour: 7, label: "07:00", cells: days.map((_, i) => (i === 1 ? [{ id: "stampingLogs-7", kind: "stampingLogs", title: "Entrata", time: itemTime(stamp), color: 11, minutes: 1, halfDay: false, href: "/c/stampingLogs-7" }] : [])) }],
      agenda: [],
      weekly: null,
      feed: "/c?format=json",
    };
    const i18n = createInstance();
    await i18n.init({ lng: "it", resources: { it: { common: {} } }, defaultNS: "common" });
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={["/c"]}>
          <TimeGrid d={d} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    const head = /<th[^>]*data-date="2026-03-10"[^>]*>(.*?)<\/th>/.exec(html);
    expect(head?.[0]).toContain('aria-label="mar 10.03.2026"');
    expect(head?.[1].replace(/<[^>]+>/g, "")).toBe("mar 10.03.");
    expect(head?.[1].match(/<span/g)).toHaveLength(2);
    const stampLink = /<a[^>]*data-item="stampingLogs-7"[^>]*>(.*?)<\/a>/.exec(html)?.[1];
    expect(stampLink?.replace(/<!-- -->/g, "")).toBe("07:32 Entrata");
  });
});

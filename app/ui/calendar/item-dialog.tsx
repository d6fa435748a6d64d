// The calendar item's dialog (with JavaScript): the item's detail page's content and links, loaded
// from that page's own loader (a fetcher), over the calendar. Without JavaScript the item is a link
// to the detail page itself.
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { WithHeadless } from "../headless";
import * as d from "../confirm.css";
import type { ItemDetail } from "./calendar-types";
import { CalendarItemDetail } from "./item-detail";

export function CalendarItemDialog({ href, onClose }: { href: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  // the personal page answers the item itself, the employee's and the site's pages `{ item, … }`
  const fetcher = useFetcher<ItemDetail | { item: ItemDetail }>();
  const { load } = fetcher;
  useEffect(() => {
    if (href) load(href);
  }, [href, load]);
  const data = fetcher.state === "idle" ? fetcher.data : undefined;
  const item = !data ? null : "item" in data ? data.item : data;
  return (
    <WithHeadless
      when={href !== null}
      render={({ Dialog, DialogPanel, DialogTitle }) => (
        <Dialog open={href !== null} onClose={onClose} className={d.dialog}>
          <div className={d.backdrop} aria-hidden="true" />
          <div className={d.center}>
            <DialogPanel className={d.panel} data-dialog="calendar-item">
              {item ? (
                <>
                  {/* the dialog's name; the item's own heading follows */}
                  <DialogTitle as="span" className="visually-hidden">
                    {item.title}
                  </DialogTitle>
                  <CalendarItemDetail d={item} onClose={onClose} />
                </>
              ) : (
                <DialogTitle as="p" role="status">
                  {t("calendar.detail.loading")}
                </DialogTitle>
              )}
            </DialogPanel>
          </div>
        </Dialog>
      )}
    />
  );
}

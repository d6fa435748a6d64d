import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { can } from "~/domain/access/permissions";
import { allows, type Policy } from "~/domain/access/policy";
import { SITE_PAGE_RULES } from "~/domain/site/site-pages";
import { formatDate, formatMoney } from "~/domain/shared/format";
import { SITE_CATEGORIES } from "~/domain/site/lists";
import { siteVisibility } from "~/domain/site/visibility";
import { siteChecklistCount } from "~/events/queries/checklists.server";
import { siteFileCount } from "~/events/queries/site-files.server";
import { checklistRights } from "~/areas/checklists/checklists.server";
import { siteChecklistsPath } from "~/ui/checklist/paths";
import { dashboardJournal } from "~/areas/journal/journal.server";
import { JournalQuickAdd } from "~/ui/journal/quick-add";
import { siteScheduleCount } from "~/events/queries/site-schedules.server";
import { siteTeamCount, siteTeamOf } from "~/events/queries/site-team.server";
import { scopedRecord } from "~/http/scope.server";
import { nowIso, zurichToday } from "~/clock.server";
import { upcomingSiteItemsOf } from "~/events/queries/calendar.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { upcomingSummaries } from "~/areas/calendar/calendar-page.server";
import { fileStore } from "~/storage/index.server";
import { thumbnailKeyOf } from "~/storage/upload.server";
import { SitePicture } from "~/ui/sites/site-picture";
import { LatestJournalPosts, UpcomingCalendarItems } from "~/ui/sites/dashboard-slots";
import * as t from "~/ui/sites/site-team.css";
import { teamViews } from "~/areas/sites/site-team.server";
import { SiteTabs, sitePath } from "~/ui/sites/site-tabs";
import * as s from "~/ui/sites/sites.css";
import { MemberAvatar } from "~/ui/sites/team-table";
import { SiteMap } from "~/ui/sites/site-map";
import { HistoryLink } from "~/ui/history/history-link";
import { commandAction } from "~/http/command-action.server";
import { crewFormOf, crewIntent } from "~/areas/stamping/crew-page.server";
import { siteHoursOf } from "~/areas/stamping/site-hours.server";
import { CrewForm } from "~/ui/stamping/crew-form";
import { SiteHours } from "~/ui/sites/site-hours";
import { EmailAddress } from "~/ui/email-address";
import { siteChartsOf } from "~/areas/overview/site-charts.server";
import { SiteCharts } from "~/ui/overview/site-charts";

// the sites list's right, or the favourites-only right of a client (see siteVisibility)
export const handle: { i18n?: string; title: string; policy: Policy } = { title: "sites.list.title",
  i18n: "common",
  // the foreman's crew form posts here (ADR-0123): whoever sees the site, then `allowed` (FOREMAN on its team)
  policy: { get: SITE_PAGE_RULES.dashboard, post: SITE_PAGE_RULES.dashboard },
};

/** The dashboard's first contacts (spec §9: the first two, by priority then the day they were added). */
const FIRST_CONTACTS = 2;

/**
 * A site's summary, read-only. A site of a company the user may not see answers exactly like an
 * unknown id (404), so ids cannot be probed. Totals need sensibleData or sensibleDataClient,
 * costs sensibleData.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await scopedRecord(sql, user, "site", params.siteId);
  const v = siteVisibility(user.principal, user.access);
  const money = (cents: number) => formatMoney(cents, site.currency);
  // the files counter and link for whoever may open the site's files (ADR-0054); SHARED's only without read files
  const readsFiles = allows(SITE_PAGE_RULES.files, user.access);
  const [contacts, contactCount, scheduleCount, fileCount, upcoming] = await Promise.all([
    siteTeamOf(sql, site.id, { limit: FIRST_CONTACTS }).then((rows) => teamViews(user, rows)),
    siteTeamCount(sql, site.id),
    siteScheduleCount(sql, site.id),
    readsFiles ? siteFileCount(sql, site.id, !can(user.access, "read", "files")) : Promise.resolve(0),
    // the site's calendar has this page's policy: whoever sees the dashboard may read it
    upcomingSiteItemsOf(sql, { kind: "site", siteId: site.id, companyCode: site.companyCode }, nowIso()),
  ]);
  const tr = await getT(request);
  const category = site.category ?? "";
  const journal = await dashboardJournal(sql, user, site.id);
  // the site's checklists for whoever may open its checklists tab: its team, or allChecklists (ADR-0072)
  const seesChecklists = allows(SITE_PAGE_RULES.checklists, user.access) && (await checklistRights(sql, user, site.id)).see;
  const checklistCount = seesChecklists ? await siteChecklistCount(sql, site.id) : 0;
  const now = nowIso();
  // the foreman's crew form (ADR-0123; null for anyone else) and the hours worked here (ADR-0122)
  // and the weeks' hours and the checklists as charts (issue 38)
  const [crew, hours, charts] = await Promise.all([
    crewFormOf(sql, user, site, now),
    siteHoursOf(sql, site.id, now),
    siteChartsOf(sql, tr, site.id, zurichToday(now), now, seesChecklists),
  ]);
  return {
    crew,
    hours,
    charts,
    id: site.id,
    title: site.title,
    mayEdit: can(user.access, "update", "sites"),
    mayAudit: can(user.access, "read", "audit"),
    pictureUrl: site.avatarKey ? await fileStore().signedUrl(thumbnailKeyOf(site.avatarKey)) : null,
    details: {
      quickcom_id: site.quickcomId,
      subject: site.subject,
      status: site.status,
      category,
      address: site.address,
      city: [site.zip, site.city].filter(Boolean).join(" "),
      company: site.companyName,
      created: formatDate(site.createdAt),
    },
    // a category code is translated; an older free-text category is shown as written
    categoryIsCode: (SITE_CATEGORIES as readonly string[]).includes(category),
    // the map link, or why there is none (SiteMap, ADR-0051)
    map: { latitude: site.latitude ?? null, longitude: site.longitude ?? null },
    totals: v.totals
      ? {
          offer: money(site.offer),
          total: money(site.total),
          required_advances: money(site.requiredAdvances),
          cashed_advances: money(site.cashedAdvances),
          balance: money(site.balance),
        }
      : null,
    costs: v.costs
      ? {
          labor_cost: money(site.laborCost),
          supplier_cost: money(site.supplierCost),
          others_cost: money(site.othersCost),
          goods_cost: money(site.goodsCost),
        }
      : null,
    contacts,
    // a counter only for what this person may open (issue 34: the worker's Files counter led to a 403)
    counters: [
      { key: "contacts", value: contactCount, href: sitePath(site.id, "contacts") as string | null },
      { key: "files", value: fileCount, href: readsFiles ? sitePath(site.id, "files") : null },
      { key: "journal", value: journal?.count ?? 0, href: journal?.href ?? null },
      { key: "checklists", value: checklistCount, href: seesChecklists ? siteChecklistsPath(site.id) : null },
      { key: "schedules", value: scheduleCount, href: sitePath(site.id, "schedules") as string | null },
    ].filter((c) => c.href !== null),
    journal,
    calendar: upcomingSummaries(tr, upcoming, sitePath(site.id, "calendar")),
    calendarHref: sitePath(site.id, "calendar"),
  };
}

/** The foreman's crew form (record-crew-stamps): back to this dashboard after the stamps are stored. */
export const action = (args: ActionFunctionArgs) =>
  commandAction(args, { ...handle, scope: async ({ sql, user, params }) => scopedRecord(sql, user, "site", params.siteId) }).intents({
    "record-crew-stamps": crewIntent((siteId) => sitePath(siteId, "dashboard")),
  });

function Fields({ values, amounts = false }: { values: Record<string, string>; amounts?: boolean }) {
  const { t } = useTranslation();
  return (
    <dl className={s.fields}>
      {Object.entries(values).map(([k, v]) => (
        <div key={k} style={{ display: "contents" }}>
          <dt className={s.fieldLabel}>{t(`sites.fields.${k}`)}</dt>
          <dd className={amounts ? s.amount : s.fieldValue}>{v || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function SiteDashboard() {
  const d = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const { t: tr } = useTranslation();
  const details = {
    ...d.details,
    status: tr(`sites.status.${d.details.status}`),
    category: d.categoryIsCode ? tr(`sites.categories.${d.details.category}`) : d.details.category,
  };
  return (
    <div className={s.page}>
      <p>
        <Link to="/app/sites/sites">← {tr("sites.dashboard.back")}</Link>
      </p>
      <div className={s.header}>
        <h1 className={s.title} style={{ display: "flex", alignItems: "center", gap: "0.5rem" }}>
          <SitePicture title={d.title} url={d.pictureUrl} size={48} />
          {d.title}
        </h1>
        <span className={t.headerLinks}>
          {d.mayEdit ? <Link to={sitePath(d.id, "edit")}>{tr("sites.board.edit")}</Link> : null}
          {d.mayEdit ? <Link to={sitePath(d.id, "picture")}>{tr("sites.picture.link")}</Link> : null}
          <Link to={sitePath(d.id, "contacts")}>{tr("sites.tabs.contacts")}</Link>
          <Link to={sitePath(d.id, "schedules")}>{tr("sites.tabs.schedules")}</Link>
          {d.mayAudit ? <HistoryLink streamType="site" id={d.id} /> : null}
        </span>
      </div>
      <SiteTabs siteId={d.id} />
      {d.crew ? <CrewForm action={sitePath(d.id, "dashboard")} form={d.crew} refused={refused?.intent === "record-crew-stamps" ? refused : null} /> : null}
      <div className={s.sections}>
        <SiteHours hours={d.hours} />
        <SiteCharts charts={d.charts} />
        <section className={s.section} aria-labelledby="site-details">
          <h2 id="site-details" className={s.sectionTitle}>
            {tr("sites.dashboard.details")}
          </h2>
          <Fields values={details} />
          <div className={t.mapSlot} data-slot="site-map">
            <SiteMap latitude={d.map.latitude} longitude={d.map.longitude} />
          </div>
        </section>
        {d.totals ? (
          <section className={s.section} aria-labelledby="site-money">
            <h2 id="site-money" className={s.sectionTitle}>
              {tr("sites.dashboard.money")}
            </h2>
            <Fields values={d.totals} amounts />
          </section>
        ) : null}
        {d.costs ? (
          <section className={s.section} aria-labelledby="site-costs">
            <h2 id="site-costs" className={s.sectionTitle}>
              {tr("sites.dashboard.costs")}
            </h2>
            <Fields values={d.costs} amounts />
          </section>
        ) : null}
        <section className={s.section} aria-labelledby="site-contacts">
          <h2 id="site-contacts" className={s.sectionTitle}>
            {tr("sites.board.contacts")}
          </h2>
          {d.contacts.length === 0 ? (
            <p>{tr("sites.board.no_contacts")}</p>
          ) : (
            <ul className={t.contactList}>
              {d.contacts.map((m) => (
                <li key={m.personId} className={t.contact}>
                  <MemberAvatar m={m} />
                  <span>
                    <strong>{m.name}</strong> · {tr(`sites.functions.${m.projectFunction}`)}
                    <br />
                    {m.phone ? <a href={`tel:${m.phone.replace(/\s+/g, "")}`}>{m.phone}</a> : null}
                    {m.phone && m.email ? " · " : null}
                    {m.email ? (
                      <a href={`mailto:${m.email}`}>
                        <EmailAddress address={m.email} />
                      </a>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={sitePath(d.id, "contacts")}>{tr("sites.board.all_contacts")}</Link>
          </p>
        </section>
        <section className={s.section} aria-labelledby="site-counters">
          <h2 id="site-counters" className={s.sectionTitle}>
            {tr("sites.board.counters")}
          </h2>
          <ul className={t.counters}>
            {d.counters.map((c) => {
              const label = tr(`sites.board.counter.${c.key}`);
              const body = (
                <>
                  <span className={t.counterValue}>{c.value}</span>
                  <span>{label}</span>
                </>
              );
              return (
                <li key={c.key} className={t.counter} data-counter={c.key}>
                  {c.href ? (
                    <Link to={c.href} aria-label={`${label}: ${c.value}`} style={{ display: "grid" }}>
                      {body}
                    </Link>
                  ) : (
                    body
                  )}
                </li>
              );
            })}
          </ul>
        </section>
        <LatestJournalPosts posts={d.journal?.posts ?? null} allHref={d.journal?.href} />
        {d.journal?.quickAdd ? <JournalQuickAdd siteId={d.id} commandId={d.journal.quickAdd.commandId} /> : null}
        <UpcomingCalendarItems items={d.calendar} calendarHref={d.calendarHref} />
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · Cantiere` : "Cantiere" }];

// The page of a site list (the sites list, the favourites table): the tabs between them, the search
// and company filter (a GET form), the column variant (offer or status, two links), the table or
// grid with a star per row. Everything lives in the URL and works without JavaScript.
import { Form, Link, useLocation, useRouteLoaderData, useSearchParams, useSubmit } from "@remix-run/react";
import { useCallback, useId, useMemo, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import { exportParams, MAX_SEARCH_LENGTH, withParams, type ListView, type SortDir } from "~/domain/shared/list-params";
import * as page from "../page.css";
import * as shell from "../shell.css";
import { DataTable } from "../table/data-table";
import { translatedTemplate } from "~/i18n/template";
import { siteColumns, unpackSiteRow, type PackedSiteRow } from "./site-columns";
import { StarForm, type StarTarget } from "./site-star";
import * as st from "./site-star.css";
import * as s from "./sites.css";
import { PhoneFold } from "../phone-fold";

const LIST = "/app/sites/sites";
const FAVOURITES = `${LIST}/favourites`;
/** the page's one star form (one site list per page) */
const STAR_FORM_ID = "site-stars";

export interface SiteListPageData {
  heading: string;
  /** the favourites table rather than the sites list */
  favouritesTable: boolean;
  /** the rows, packed (packSiteRow) */
  rows: PackedSiteRow[];
  total: number;
  page: number;
  size: number;
  sort: string;
  dir: SortDir;
  view: ListView;
  search: string;
  company: string;
  companies: { code: string; name: string }[];
  /** the column variant: the offer (default) or the status */
  columns: "offer" | "status";
  /** the offer column is shown (the offer variant, for those who may read amounts) */
  showOffer: boolean;
  /** may read amounts at all (the variant links name the offer only then) */
  mayReadTotals: boolean;
  /** update favorites: a star form per row, and the tabs */
  mayStar: boolean;
  /** this render's id, the base of each star form's command id (rowCommandId); null without update favorites */
  pageId: string | null;
  /** a client: every row is a site shared with them */
  favouritesOnly: boolean;
  /** this page's path and query, for the star forms to come back to */
  returnTo: string;
}

export function SiteListPage({ d }: { d: SiteListPageData }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const self = d.favouritesTable ? FAVOURITES : LIST;
  const csrf = useRouteLoaderData<{ csrf: string }>("root")?.csrf ?? "";
  const submit = useSubmit();
  // with JavaScript a star posts through Remix, as `<Form preventScrollReset>` did: no reload, the scroll kept
  const onStar = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // the pressed row's button, whose value (+/- and the site) goes with the form's fields
      const button = (event.nativeEvent as SubmitEvent).submitter;
      submit(button instanceof HTMLButtonElement ? button : event.currentTarget, { preventScrollReset: true });
    },
    [submit],
  );
  const star = useMemo<StarTarget>(
    () => ({
      action: d.favouritesTable ? FAVOURITES : `${LIST}?index`,
      returnTo: d.returnTo,
      pageId: d.pageId,
      csrf,
      formId: STAR_FORM_ID,
      marked: t("site_lists.star.marked"),
      add: translatedTemplate(t, "site_lists.star.add", "title"),
      remove: translatedTemplate(t, "site_lists.star.remove", "title"),
      onSubmit: onStar,
    }),
    [d.favouritesTable, d.returnTo, d.pageId, csrf, t, onStar],
  );
  const rows = useMemo(() => d.rows.map(unpackSiteRow), [d.rows]);
  const columns = useMemo(
    () => siteColumns(t, { offer: d.showOffer, status: d.columns === "status", star: d.mayStar || rows.some((r) => r.favourite) ? star : null }),
    [t, d.showOffer, d.columns, d.mayStar, rows, star],
  );
  const searchId = useId();
  const companyId = useId();
  const nothingShared = d.favouritesOnly && d.total === 0 && !d.search;
  const kept = ["sort", "dir", "size", "view", "columns"].flatMap((k) => (searchParams.has(k) ? [[k, searchParams.get(k) ?? ""] as const] : []));
  const csvParams = withParams(exportParams(searchParams), d.favouritesTable ? { favourites: "1" } : {});

  return (
    <div className={s.page}>
      <div className={s.header}>
        <h1 className={s.title}>{d.heading}</h1>
      </div>

      {d.mayStar ? (
        <nav aria-label={t("site_lists.tabs.label")}>
          <ul className={st.tabs}>
            <li>
              <Link to={LIST} className={st.tab} aria-current={d.favouritesTable ? undefined : "page"}>
                {t("site_lists.tabs.all")}
              </Link>
            </li>
            <li>
              <Link to={FAVOURITES} className={st.tab} aria-current={d.favouritesTable ? "page" : undefined}>
                {t("site_lists.tabs.favourites")}
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}

      {d.favouritesOnly ? <FavouritesNote empty={nothingShared} /> : null}

      {nothingShared ? null : (
        <>
          {/* a plain GET form: the filters live in the URL and work without JavaScript; a new search starts at page 1 */}
          <PhoneFold>
            <Form method="get" action={location.pathname} role="search" aria-label={t("sites.list.filters")}>
              <fieldset className={s.filters}>
                {kept.map(([k, v]) => (
                  <input key={k} type="hidden" name={k} value={v} />
                ))}
                <div className={s.filterField}>
                  <label className={shell.label} htmlFor={searchId}>
                    {t("sites.list.search")}
                  </label>
                  <input
                    id={searchId}
                    className={shell.input}
                    type="search"
                    name="search"
                    defaultValue={d.search}
                    key={d.search}
                    placeholder={t("sites.list.search_hint")}
                    maxLength={MAX_SEARCH_LENGTH}
                    autoComplete="off"
                  />
                </div>
                {d.companies.length > 1 ? (
                  <div className={s.filterField}>
                    <label className={shell.label} htmlFor={companyId}>
                      {t("sites.list.company")}
                    </label>
                    <select id={companyId} className={shell.input} name="companyName" defaultValue={d.company} key={d.company}>
                      <option value="">{t("sites.list.all_companies")}</option>
                      {d.companies.map((c) => (
                        <option key={c.code} value={c.code}>
                          {c.name}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : null}
                <div className={s.filterActions}>
                  <button type="submit" className={shell.button}>
                    {t("sites.list.apply")}
                  </button>
                  {d.search || d.company ? <Link to={self}>{t("sites.list.reset")}</Link> : null}
                </div>
              </fieldset>
            </Form>
          </PhoneFold>

          {/* the column variant: two links, kept in the URL (spec: a variant shows the status instead of the total) */}
          <nav aria-label={t("site_lists.columns.label")}>
            <p className={st.choices}>
              <span>{t("site_lists.columns.label")}:</span>
              <Link
                to={withParams(searchParams, { columns: null, sort: searchParams.get("sort") === "status" ? null : searchParams.get("sort") })}
                aria-current={d.columns === "offer" ? "page" : undefined}
                className={st.tab}
                preventScrollReset
              >
                {d.mayReadTotals ? t("site_lists.columns.offer") : t("site_lists.columns.basic")}
              </Link>
              <Link
                to={withParams(searchParams, { columns: "status", sort: searchParams.get("sort") === "offer" ? null : searchParams.get("sort") })}
                aria-current={d.columns === "status" ? "page" : undefined}
                className={st.tab}
                preventScrollReset
              >
                {t("site_lists.columns.status")}
              </Link>
            </p>
          </nav>

          {d.mayStar ? <StarForm target={star} /> : null}
          <DataTable
            caption={d.heading}
            data={rows}
            columns={columns}
            getRowId={(r) => String(r.id)}
            rowHref={(r) => `${LIST}/${r.id}/dashboard`}
            total={d.total}
            page={d.page}
            size={d.size}
            sort={d.sort}
            dir={d.dir}
            view={d.view}
            csvHref={`${LIST}/csv${csvParams}`}
            emptyKey={d.favouritesTable && !d.search && !d.company ? "site_lists.favourites.empty" : undefined}
            // the row's link and star act through the table's and the star form's one handler each
            staticRows
          />
        </>
      )}
    </div>
  );
}

/** What a client's list holds (the sites shared with them), and, while it is empty, whom to ask. */
function FavouritesNote({ empty }: { empty: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={page.note} role="note" data-favourites={empty ? "empty" : "some"}>
      {empty ? <h2 className={s.title}>{t("sites.list.favourites.empty_title")}</h2> : null}
      <p>{t("sites.list.favourites.intro")}</p>
      {empty ? <p>{t("sites.list.favourites.empty_text")}</p> : null}
    </div>
  );
}

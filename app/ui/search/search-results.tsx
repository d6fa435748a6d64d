// The search across records' page body (ADR-0129): a plain GET form (the menu's box sends the same
// `menu` parameter), then the results grouped by kind, each a link to the record's own page.
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import * as s from "../shell.css";
import * as r from "./search.css";

export interface SearchGroup {
  kind: "site" | "person" | "tool" | "journal" | "file";
  results: { href: string; title: string; detail: string }[];
  capped: boolean;
}

export function SearchResults({ query, groups, heading }: { query: string; groups: SearchGroup[]; heading: string }) {
  const { t } = useTranslation();
  return (
    <section className={r.page}>
      <h1 className={s.heading}>{heading}</h1>
      <Form method="get" action="/app/search" role="search" aria-label={t("record_search.field")} className={r.form}>
        <div className={r.field}>
          <label htmlFor="record-search" className={s.label}>
            {t("record_search.field")}
          </label>
          <input id="record-search" name="menu" type="search" defaultValue={query} key={query} className={s.input} maxLength={200} />
        </div>
        <button type="submit" className={s.button}>
          {t("record_search.button")}
        </button>
      </Form>
      {query === "" ? (
        <p className={s.muted}>{t("record_search.prompt")}</p>
      ) : groups.length === 0 ? (
        <p role="status">{t("record_search.empty", { query })}</p>
      ) : (
        groups.map((g) => (
          <section key={g.kind} className={r.group} aria-labelledby={`search-${g.kind}`} data-search-kind={g.kind}>
            <h2 id={`search-${g.kind}`} className={r.groupTitle}>
              {t(`record_search.kinds.${g.kind}`)} <span className={s.muted}>{t(g.capped ? "record_search.first" : "record_search.count", { count: g.results.length })}</span>
            </h2>
            <ul className={r.list}>
              {g.results.map((x) => (
                <li key={x.href + x.title} className={r.item}>
                  <a href={x.href} className={r.link}>
                    {x.title}
                  </a>
                  {x.detail ? <span className={r.detail}>{x.detail}</span> : null}
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { fileLogPage } from "~/areas/site-files/file-log.server";
import { scopedRecord } from "~/http/scope.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { FileLog } from "~/ui/site-files/file-log";
import { FilesTabs } from "~/ui/site-files/files-page";
import { SitePageHead } from "~/ui/sites/site-tabs";
import * as ss from "~/ui/sites/sites.css";
import { can } from "~/domain/access/permissions";
import { HistoryLink } from "~/ui/history/history-link";

// one site's file log (ADR-0054), for whoever may open its files
export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "siteFiles.log.title",
  policy: { get: anyOf(["read", "files"], ["read", "onlySubcontractorsFiles"]) },
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const site = await scopedRecord(sql, user, "site", params.siteId);
  const t = await getT(request);
  return { siteId: site.id, title: site.title, heading: t("siteFiles.log.title"), mayAudit: can(user.access, "read", "audit"), ...(await fileLogPage(sql, user, new URL(request.url), site.id)) };
}

export default function SiteFileLog() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className={ss.page}>
      <SitePageHead siteId={d.siteId} title={d.title} />
      <FilesTabs siteId={d.siteId} />
      <h2 className={ss.sectionTitle}>{d.heading}</h2>
      {d.mayAudit ? (
        <p>
          <HistoryLink streamType="sitefiles" id={d.siteId} />
        </p>
      ) : null}
      <FileLog d={d} t={t} showSite={false} self={`/app/sites/sites/${d.siteId}/files/log`} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · ${data.title} · Cantiere` : "Cantiere" }];

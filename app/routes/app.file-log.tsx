import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { anyOf, type Policy } from "~/domain/access/policy";
import { fileLogPage } from "~/areas/site-files/file-log.server";
import { getT } from "~/i18n/i18next.server";
import { getSql } from "~/runtime.server";
import { FileLog } from "~/ui/site-files/file-log";
import * as ss from "~/ui/sites/sites.css";

// the file log of every site the viewer sees (ADR-0054); without read files only SHARED's entries
export const handle: { i18n: string; title: string; policy: Policy } = {
  i18n: "common",
  title: "siteFiles.log.title",
  policy: { get: anyOf(["read", "files"], ["read", "onlySubcontractorsFiles"]) },
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  const sql = await getSql();
  const t = await getT(request);
  return { heading: t("siteFiles.log.title"), ...(await fileLogPage(sql, user, new URL(request.url), null)) };
}

export default function FileLogPage() {
  const d = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className={ss.page}>
      <div className={ss.header}>
        <h1 className={ss.title}>{d.heading}</h1>
      </div>
      <FileLog d={d} t={t} showSite self="/app/file-log" />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.heading} · Cantiere` : "Cantiere" }];

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { authorizeGet } from "~/auth/policy.server";
import { getT } from "~/i18n/i18next.server";
import * as s from "~/ui/shell.css";
import { SIGNED_IN, type Policy } from "~/domain/access/policy";

export const handle: { policy: Policy } = { policy: { get: SIGNED_IN } };

export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  return { pageTitle: (await getT(request))("no_rights_title") };
}

/** Where a user lands when no menu entry is allowed to them. */
export default function NoRights() {
  const { t } = useTranslation();
  return (
    <div className={s.centered} style={{ minHeight: "60vh" }}>
      <p role="alert" className={s.formError}>
        {t("no_menu_rights")}
      </p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];

import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { authorizeGet } from "~/auth/policy.server";
import { getT } from "~/i18n/i18next.server";
import { Logo } from "~/ui/logo";
import * as s from "~/ui/shell.css";
import { SIGNED_IN, type Policy } from "~/domain/access/policy";

export const handle: { policy: Policy } = { policy: { get: SIGNED_IN } };

export async function loader({ request }: LoaderFunctionArgs) {
  await authorizeGet(request, handle);
  return { pageTitle: (await getT(request))("home.title") };
}

/** /app alone: the faded logo page. */
export default function AppHome() {
  return (
    <div className={s.centered} style={{ minHeight: "60vh" }}>
      <Logo className={s.fadedLogo} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.pageTitle} · Cantiere` : "Cantiere" }];

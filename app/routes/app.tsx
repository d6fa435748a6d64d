import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { authorizeGet } from "~/auth/policy.server";
import { menuFor } from "~/domain/access/menu";
import { SIGNED_IN, type Policy } from "~/domain/access/policy";
import { nowMs } from "~/clock.server";
import { AppShell } from "~/ui/app-shell";
import { newCommandId } from "~/operations/action.server";

// one formatter for every request (making one costs about 0.3 ms)
const yearFormat = new Intl.DateTimeFormat("en", { timeZone: "Europe/Zurich", year: "numeric" });

export const handle: { i18n: string; policy: Policy } = { i18n: "common", policy: { get: SIGNED_IN } };

/** Everything under /app needs a session; the shell shows only what the user's rights allow. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await authorizeGet(request, handle);
  return {
    user: { id: user.id, firstName: user.firstName, lastName: user.lastName, role: user.role, companyCode: user.companyCode },
    menu: menuFor(user.access).map(({ group, label, path }) => ({ group, label, path })),
    version: process.env.CANTIERE_VERSION ?? "0.1.0",
    supportCommandId: newCommandId(),
    year: Number(yearFormat.format(nowMs())),
  };
}

export default function AppLayout() {
  const data = useLoaderData<typeof loader>();
  return (
    <AppShell user={data.user} menu={data.menu} year={data.year} version={data.version} supportCommandId={data.supportCommandId}>
      <Outlet />
    </AppShell>
  );
}

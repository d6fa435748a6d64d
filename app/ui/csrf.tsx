import { useRouteLoaderData } from "@remix-run/react";

/** The hidden CSRF field every POST form carries. */
export function CsrfInput() {
  const root = useRouteLoaderData<{ csrf: string }>("root");
  return <input type="hidden" name="csrf" value={root?.csrf ?? ""} />;
}

// Markup written without React's renderer, where the browser will not hydrate it (ADR-0145): list
// rows and the side menu. The writer (`staticHtml`, app/ui/table/static-html.ts) is handed over by
// the server's entry, the composition root, as the database is (`provideSql`): the browser's bundle
// never carries it, and in the browser, or before it is provided, every caller renders through React.
import type { ReactNode } from "react";

type Writer = (node: ReactNode) => string | null;
let writer: Writer | null = null;

/** Called by entry.server (and by the tests that compare the two ways). */
export function provideMarkupWriter(w: Writer): void {
  writer = w;
}

/** The node's markup as the server writes it, or null: in the browser, or where only React can render it. */
export function serverMarkup(node: ReactNode): string | null {
  return writer ? writer(node) : null;
}

// Signed links to a stored receipt and its thumbnail, for the page that shows them (ADR-0020): the
// loader checks the user's access to the expense, then asks for links valid 300 seconds.
import type { ReceiptRef } from "~/domain/expense/events";
import { fileStore } from "./index.server";
import type { FileStore } from "./store.server";

export interface ReceiptLinks {
  /** opens the receipt itself */
  url: string;
  /** a small image for lists; null for a PDF */
  thumbnailUrl: string | null;
  isPdf: boolean;
}

export async function receiptLinks(receipt: ReceiptRef, store: FileStore = fileStore()): Promise<ReceiptLinks> {
  const [url, thumbnailUrl] = await Promise.all([store.signedUrl(receipt.key), receipt.thumbnailKey ? store.signedUrl(receipt.thumbnailKey) : Promise.resolve(null)]);
  return { url, thumbnailUrl, isPdf: receipt.contentType === "application/pdf" };
}

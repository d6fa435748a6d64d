// Small answers every route gives the same way: an id from the URL that is not a plain positive
// number is the same 404 as an unknown record (never a 500), and so is another company's record.
export function notFoundResponse(): Response {
  return new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/** A record id from a path parameter; anything but 1–15 digits (and a safe integer) is a 404. */
export function idFromParam(param: string | undefined): number {
  const id = /^\d{1,15}$/.test(param ?? "") ? Number(param) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFoundResponse();
  return id;
}

// What is left of the routes' shared HTTP answers in app/operations (issue 21 §2): the 404 of the
// routes still to move onto the access scope (route-anatomy.unit.test.ts's TO_MIGRATE). Every other
// route answers the scope module's notFound() (app/http/scope.server.ts); delete this file when the
// last importer has moved.
export function notFoundResponse(): Response {
  return new Response("Not Found", { status: 404, statusText: "Not Found" });
}

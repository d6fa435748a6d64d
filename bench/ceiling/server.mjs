// The ceiling app's server: the same express + compression + Remix request handler as Cantiere's
// server.mjs, nothing else.
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@remix-run/express";

const build = await import("./build/index.js");
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use("/build", express.static("public/build", { immutable: true, maxAge: "1y" }));
app.all("*", createRequestHandler({ build, mode: "production" }));
const port = Number(process.env.PORT ?? 3300);
app.listen(port, process.env.HOST ?? "127.0.0.1", () => console.log(`[ceiling] listening on ${port}`));

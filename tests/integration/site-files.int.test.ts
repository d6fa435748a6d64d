// A site's files (issue 13, ADR-0054) against PostgreSQL and both stores — a real S3 API server
// (s3rver) and the filesystem: a folder, a multi-file upload stored under random ids and named by
// the log, rename (extension kept), move, the listing past a store page (continuation), a listing
// failure (empty, logged), refusals (HTML named .jpg, a file over the cap, a NUL name) storing
// nothing, a non-empty folder deleted only with the box, the signed link (300 s; expired refused),
// and both projections rebuilt to the same rows.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "../../app/auth/user.server";
import { isDomainError } from "../../app/domain/shared/errors";
import { siteDecider } from "../../app/domain/site/decider";
import { handleCommand } from "../../app/events/handle-command.server";
import { allProjections } from "../../app/events/projections/index.server";
import { fileLog } from "../../app/events/queries/site-files.server";
import { rebuildProjection, verifyProjections } from "../../app/events/rebuild.server";
import { checkSiteUploads, listEverything, listSiteFolder, siteFileLink, siteKeyOf, siteThumbnailLinks } from "../../app/areas/site-files/site-file-command.server";
import { createSiteFolder } from "../../app/areas/site-files/create-site-folder.server";
import { deleteSiteFile } from "../../app/areas/site-files/delete-site-file.server";
import { deleteSiteFolder } from "../../app/areas/site-files/delete-site-folder.server";
import { moveSiteFile } from "../../app/areas/site-files/move-site-file.server";
import { renameSiteFile } from "../../app/areas/site-files/rename-site-file.server";
import { uploadSiteFiles } from "../../app/areas/site-files/upload-site-files.server";
import { siteThumbKeyOf } from "../../app/domain/site-files/paths";
import { seedCommandId } from "../../app/seed/seed.server";
import { DEMO_SITE_FILES, seedSiteFiles } from "../../app/seed/site-files.server";
import { demoSites } from "../../app/seed/demo-data";
import sharp from "sharp";
import { createFsStore } from "../../app/storage/fs-store.server";
import { parseUploadForm, type ReceivedFile } from "../../app/storage/multipart.server";
import { createS3Store } from "../../app/storage/s3-store.server";
import { deriveLinkSecret, verifyLink } from "../../app/storage/signed-link.server";
import type { FileStore } from "../../app/storage/store.server";
import { useOwnDb } from "./helpers";
import { metaOf, newPerson } from "./people";

const BUCKET = "cantiere-files-test";
const get = useOwnDb(4);
let sql: ReturnType<typeof get>["sql"];
let admin: CurrentUser;
let clock = Date.parse("2026-11-26T09:00:00Z");
const secret = deriveLinkSecret("a test secret");
const tmp = mkdtempSync(path.join(tmpdir(), "cantiere-site-files-"));
let s3rver: ChildProcess;
const stores: Record<"fs" | "s3", FileStore | null> = { fs: createFsStore({ root: path.join(tmp, "files"), linkSecret: async () => secret, now: () => clock }), s3: null };

beforeAll(async () => {
  s3rver = spawn(process.execPath, ["--openssl-legacy-provider", "tests/fixtures/s3-server.mjs", BUCKET], { stdio: ["pipe", "pipe", "inherit"] });
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: s3rver.stdout! });
    rl.once("line", resolve);
    s3rver.once("exit", (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  const { port } = JSON.parse(line) as { port: number };
  stores.s3 = createS3Store({ bucket: BUCKET, endpoint: `http://127.0.0.1:${port}`, region: "us-east-1", forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
});

afterAll(async () => {
  if (s3rver && s3rver.exitCode === null) {
    const exited = new Promise((r) => s3rver.once("exit", r));
    s3rver.stdin?.end();
    s3rver.kill("SIGTERM");
    await exited;
  }
  rmSync(tmp, { recursive: true, force: true });
});

const codeOf = (e: unknown) => (isDomainError(e) ? e.code : e instanceof Response ? e.status : e);
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const DWG = new TextEncoder().encode("AC1032\u0000\u0000\u0000\u0000 drawing bytes");
const received = (fileName: string, bytes: Uint8Array | null, size = bytes?.byteLength ?? 0): ReceivedFile => ({ field: "files", fileName, claimedType: "application/octet-stream", size, bytes });

async function registerSite(quickcomId: string): Promise<number> {
  const details = { ...demoSites()[0], quickcomId, title: `Files ${quickcomId}`, companyCode: "cantiere" as const };
  const o = await handleCommand(sql, siteDecider, { command: (id) => ({ type: "RegisterSite" as const, siteId: id, details }), meta: metaOf(null), target: { sequence: "site_id_seq" } });
  return Number(o.streamId.split("-")[1]);
}

describe.each(["fs", "s3"] as const)("a site's files on the %s store", (kind) => {
  let siteId: number;
  let store: FileStore;
  beforeAll(async () => {
    sql = get().sql;
    store = stores[kind]!;
    admin ??= await newPerson(sql, { role: "ADMIN", prefix: "files" });
    siteId = await registerSite(`F-${kind}`);
  });

  it("lists SHARED from the start, creates a folder, uploads two files in one form under random ids", async () => {
    expect((await listSiteFolder(sql, store, siteId, "")).entries.map((e) => e.name)).toEqual(["SHARED"]);
    await createSiteFolder(sql, store, siteId, "", "Plans", metaOf(admin.id));
    const folderAgain = await createSiteFolder(sql, store, siteId, "", "Plans", metaOf(admin.id)).catch((e: unknown) => e);
    expect(codeOf(folderAgain)).toBe("siteFiles.errors.folder_exists");
    const checked = await checkSiteUploads([received("Offer.pdf", PDF), received("Ground floor.dwg", DWG)]);
    expect(checked.refused).toEqual([]);
    await uploadSiteFiles(sql, store, siteId, "Plans/", checked.ok, checked.names, metaOf(admin.id));
    const listed = await listSiteFolder(sql, store, siteId, "Plans/");
    expect(listed.entries.map((e) => e.name).sort()).toEqual(["Ground floor.dwg", "Offer.pdf"]);
    for (const e of listed.entries) expect(e.id).toMatch(new RegExp(`^sites/${siteId}/Plans/[0-9a-f]{32}\\.(pdf|dwg)$`));
    expect((await listSiteFolder(sql, store, siteId, "")).entries.map((e) => e.name).sort()).toEqual(["Plans", "SHARED"]);
  });

  it("renames keeping the extension, moves to SHARED, and logs each action with its author", async () => {
    const [pdf] = (await listSiteFolder(sql, store, siteId, "Plans/")).entries.filter((e) => e.name === "Offer.pdf");
    expect(codeOf(await renameSiteFile(sql, siteId, pdf.id, "x.html", metaOf(admin.id)).catch((e: unknown) => e))).toBe("siteFiles.errors.no_dot");
    await renameSiteFile(sql, siteId, pdf.id, "Offerta", metaOf(admin.id));
    await moveSiteFile(sql, store, siteId, pdf.id, "SHARED/", true, metaOf(admin.id));
    const shared = await listSiteFolder(sql, store, siteId, "SHARED/");
    expect(shared.entries.map((e) => e.name)).toEqual(["Offerta.pdf"]);
    expect(await store.head(pdf.id)).toBeNull();
    const log = await fileLog(sql, { companies: ["cantiere"], onlyFavouritesOf: null, sharedOnly: false, siteId }, { limit: 50, offset: 0 });
    expect(log.rows.map((r) => r.action).sort()).toEqual(["create-folder", "move", "rename", "upload", "upload"]);
    expect(new Set(log.rows.map((r) => r.actorId))).toEqual(new Set([admin.id]));
    // a person without read files sees only SHARED's entries
    const sharedLog = await fileLog(sql, { companies: ["cantiere"], onlyFavouritesOf: null, sharedOnly: true, siteId }, { limit: 50, offset: 0 });
    expect(sharedLog.rows.map((r) => r.action)).toEqual(["move"]);
  });

  it("gives a signed link of 300 s that serves the bytes; an expired one is refused", async () => {
    const [file] = (await listSiteFolder(sql, store, siteId, "SHARED/")).entries;
    const link = await siteFileLink(sql, store, siteId, file.id);
    if (kind === "s3") {
      const r = await fetch(link.url);
      expect(r.status).toBe(200);
      expect(new Uint8Array(await r.arrayBuffer())).toEqual(PDF);
      expect(new URL(link.url).searchParams.get("X-Amz-Expires")).toBe("300");
    } else {
      const q = new URL(link.url, "http://app.test").searchParams;
      expect(verifyLink(secret, q, clock)).toMatchObject({ ok: true, key: file.id });
      expect(Number(q.get("exp")) * 1000 - clock).toBe(300_000);
      clock += 301_000;
      expect(verifyLink(secret, q, clock)).toEqual({ ok: false, reason: "expired" });
    }
  });

  it("refuses HTML named .jpg, an executable, a NUL or ../ name and a file over the cap, storing nothing", async () => {
    const html = new TextEncoder().encode("<!DOCTYPE html><script>alert(1)</script>");
    const checked = await checkSiteUploads([
      received("photo.jpg", html),
      received("setup.exe", new TextEncoder().encode("MZ\u0090\u0000")),
      received("a\u0000b.pdf", PDF),
      received("../../etc/passwd.pdf", PDF),
      received("huge.pdf", null, 60 * 1024 * 1024),
    ]);
    expect(checked.ok).toEqual([]);
    expect(checked.refused.map((r) => r.reason)).toEqual(["wrong_type", "wrong_type", "bad_name", "bad_name", "too_large"]);
    expect(checked.refused[2].file).toBe("a?b.pdf");
    // nothing stored: the folder still holds only the DWG
    expect((await listSiteFolder(sql, store, siteId, "Plans/")).entries.map((e) => e.name)).toEqual(["Ground floor.dwg"]);
    // a key of another site, or outside SHARED for a client: not found
    const keyRefusal = (key: string, readAll: boolean) => {
      try {
        return siteKeyOf(siteId, key, readAll);
      } catch (e) {
        return codeOf(e);
      }
    };
    expect(keyRefusal(`sites/${siteId + 1}/SHARED/x.pdf`, true)).toBe("errors.not_found");
    expect(keyRefusal(`sites/${siteId}/Plans/x.pdf`, false)).toBe("errors.not_found");
    expect(keyRefusal(`sites/${siteId}/SHARED/../Plans/x.pdf`, false)).toBe("errors.not_found");
    expect(keyRefusal(`sites/${siteId}/SHARED/x.pdf`, false)).toBe(`sites/${siteId}/SHARED/x.pdf`);
  });

  it("continues a listing past the store's page (never cut) and shows an empty list when the store fails", async () => {
    await createSiteFolder(sql, store, siteId, "", "Many", metaOf(admin.id));
    for (let i = 0; i < 7; i++) await store.put(`sites/${siteId}/Many/f${i}.pdf`, PDF, { contentType: "application/pdf" });
    await store.createFolder(`sites/${siteId}/Many/Sub/`);
    await store.put(`sites/${siteId}/Many/Sub/x.pdf`, PDF, { contentType: "application/pdf" });
    const paged = await listEverything(store, `sites/${siteId}/Many/`, 3);
    expect(paged.complete).toBe(true);
    expect(paged.files.map((f) => f.key.split("/").pop()).sort()).toEqual(["f0.pdf", "f1.pdf", "f2.pdf", "f3.pdf", "f4.pdf", "f5.pdf", "f6.pdf"]);
    if (kind === "fs") expect(paged.folders).toEqual([`sites/${siteId}/Many/Sub/`]);
    const logged: string[] = [];
    const broken: FileStore = { ...store, list: async () => Promise.reject(new Error("503 Slow Down")) };
    const failed = await listSiteFolder(sql, broken, siteId, "Many/", (m) => logged.push(m));
    expect(failed).toEqual({ entries: [], failed: true, incomplete: false });
    expect(logged[0]).toContain("503 Slow Down");
  });

  it("deletes a file, then a non-empty folder only with the box", async () => {
    const [dwg] = (await listSiteFolder(sql, store, siteId, "Plans/")).entries;
    await createSiteFolder(sql, store, siteId, "Plans/", "Old", metaOf(admin.id));
    const refused = await deleteSiteFolder(sql, store, siteId, "Plans/", false, metaOf(admin.id)).catch((e: unknown) => e);
    expect(codeOf(refused)).toBe("siteFiles.errors.acknowledge");
    expect(await store.head(dwg.id)).not.toBeNull();
    const outcome = await deleteSiteFolder(sql, store, siteId, "Plans/", true, metaOf(admin.id));
    expect(outcome.eventTypes).toEqual(["SiteFileDeleted", "SiteFolderDeleted", "SiteFolderDeleted"]);
    expect(await store.head(dwg.id)).toBeNull();
    expect((await listSiteFolder(sql, store, siteId, "")).entries.map((e) => e.name).sort()).toEqual(["Many", "SHARED"]);
    const [shared] = (await listSiteFolder(sql, store, siteId, "SHARED/")).entries;
    await deleteSiteFile(sql, store, siteId, shared.id, metaOf(admin.id));
    expect((await listSiteFolder(sql, store, siteId, "SHARED/")).entries).toEqual([]);
  });
});

describe.each(["fs", "s3"] as const)("image thumbnails on the %s store (ADR-0060)", (kind) => {
  let siteId: number;
  let store: FileStore;
  beforeAll(async () => {
    sql = get().sql;
    store = stores[kind]!;
    admin ??= await newPerson(sql, { role: "ADMIN", prefix: "files" });
    siteId = await registerSite(`T-${kind}`);
  });

  it("makes a JPEG thumbnail at upload that follows a move, and goes with its file and with its folder", async () => {
    const png = new Uint8Array(await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#336699" } }).png().toBuffer());
    const checked = await checkSiteUploads([received("Photo.png", png), received("Offer.pdf", PDF)]);
    expect(checked.refused).toEqual([]);
    await createSiteFolder(sql, store, siteId, "", "Photos", metaOf(admin.id));
    await uploadSiteFiles(sql, store, siteId, "Photos/", checked.ok, checked.names, metaOf(admin.id));
    const entries = (await listSiteFolder(sql, store, siteId, "Photos/")).entries;
    const photo = entries.find((e) => e.name === "Photo.png")!;
    const pdf = entries.find((e) => e.name === "Offer.pdf")!;
    const thumbKey = siteThumbKeyOf(siteId, photo.id)!;
    expect(thumbKey).toMatch(new RegExp(`^site-thumbs/${siteId}/[0-9a-f]{32}\\.jpg$`));
    const thumb = await store.get(thumbKey);
    expect(thumb?.contentType).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(thumb!.body)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 240, 160]);
    // the thumbnails are not in the site's folders, and a PDF has none
    expect(entries.map((e) => e.name).sort()).toEqual(["Offer.pdf", "Photo.png"]);
    expect(siteThumbKeyOf(siteId, pdf.id)).toBeNull();
    const links = await siteThumbnailLinks(store, siteId, [photo.id, pdf.id]);
    expect([...links.keys()]).toEqual([photo.id]);
    // a move keeps the file's id: the same thumbnail follows it; a rename changes only the name
    await moveSiteFile(sql, store, siteId, photo.id, "SHARED/", true, metaOf(admin.id));
    const [moved] = (await listSiteFolder(sql, store, siteId, "SHARED/")).entries;
    expect(siteThumbKeyOf(siteId, moved.id)).toBe(thumbKey);
    await renameSiteFile(sql, siteId, moved.id, "Facade", metaOf(admin.id));
    expect((await siteThumbnailLinks(store, siteId, [moved.id])).size).toBe(1);
    // deleting the file deletes its thumbnail
    await deleteSiteFile(sql, store, siteId, moved.id, metaOf(admin.id));
    expect(await store.head(thumbKey)).toBeNull();
    // a folder's images lose their thumbnails with it
    const again = await checkSiteUploads([received("Second.png", png)]);
    await uploadSiteFiles(sql, store, siteId, "Photos/", again.ok, again.names, metaOf(admin.id));
    const second = (await listSiteFolder(sql, store, siteId, "Photos/")).entries.find((e) => e.name === "Second.png")!;
    const secondThumb = siteThumbKeyOf(siteId, second.id)!;
    expect(await store.head(secondThumb)).not.toBeNull();
    await deleteSiteFolder(sql, store, siteId, "Photos/", true, metaOf(admin.id));
    expect(await store.head(secondThumb)).toBeNull();
  });

  it("shows no thumbnail for an image stored before thumbnails were made (the grid's badge instead)", async () => {
    const jpeg = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: "#aa0000" } }).jpeg().toBuffer());
    await store.put(`sites/${siteId}/SHARED/0123456789abcdef0123456789abcdef.jpg`, jpeg, { contentType: "image/jpeg" });
    expect((await siteThumbnailLinks(store, siteId, [`sites/${siteId}/SHARED/0123456789abcdef0123456789abcdef.jpg`])).size).toBe(0);
  });

  it("seeds the demo folders and files once: a second run stores and appends nothing", async () => {
    const demoSite = await registerSite(`S-${kind}`);
    const [row] = await sql<{ username: string }[]>`SELECT username FROM person_list WHERE id = ${admin.id}`;
    const meta = (key: string) => ({ actorId: null, now: new Date(clock).toISOString(), commandId: seedCommandId(`${kind}:${key}`) });
    let appended = 0;
    const count = (o: { replayed: boolean; positions: number[] }) => {
      if (!o.replayed) appended += o.positions.length;
    };
    const opts = { store, actor: row.username, siteIds: [demoSite] };
    expect(await seedSiteFiles(sql, meta, count, () => {}, opts)).toBe(DEMO_SITE_FILES.length);
    expect(appended).toBe(DEMO_SITE_FOLDERS_COUNT + DEMO_SITE_FILES.length);
    const root = (await listSiteFolder(sql, store, demoSite, "")).entries.map((e) => e.name).sort();
    expect(root).toEqual(["Contratto d'appalto.pdf", "Foto", "SHARED"]);
    const shared = (await listSiteFolder(sql, store, demoSite, "SHARED/")).entries;
    expect(shared.map((e) => e.name).sort()).toEqual(["Piani", "Pianta piano terra.pdf", "Vista cantiere.jpg"]);
    const photo = shared.find((e) => e.name === "Vista cantiere.jpg")!;
    expect((await siteThumbnailLinks(store, demoSite, [photo.id])).size).toBe(1);
    const log = await fileLog(sql, { companies: ["cantiere"], onlyFavouritesOf: null, sharedOnly: false, siteId: demoSite }, { limit: 50, offset: 0 });
    expect(new Set(log.rows.map((r) => r.actorId))).toEqual(new Set([admin.id]));
    appended = 0;
    await seedSiteFiles(sql, meta, count, () => {}, opts);
    expect(appended).toBe(0);
    expect((await listSiteFolder(sql, store, demoSite, "SHARED/")).entries.length).toBe(3);
  });
});

const DEMO_SITE_FOLDERS_COUNT = 2;

describe("one upload form with several files", () => {
  it("keeps every file of a multiple input in order; one over the cap is only counted, the others kept", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.append("files", new Blob([PDF], { type: "application/pdf" }), "a.pdf");
    form.append("files", new Blob([new Uint8Array(2048)]), "big.zip");
    form.append("files", new Blob([DWG]), "b.dwg");
    const parsed = await parseUploadForm(new Request("http://app.test/x", { method: "POST", body: form }), { maxFileBytes: 1024 });
    expect(parsed.all.map((f) => [f.fileName, f.size, f.bytes === null])).toEqual([
      ["a.pdf", PDF.byteLength, false],
      ["big.zip", 2048, true],
      ["b.dwg", DWG.byteLength, false],
    ]);
    expect(parsed.form.get("intent")).toBe("upload");
    const checked = await checkSiteUploads(parsed.all);
    expect(checked.refused.map((r) => [r.file, r.reason])).toEqual([["big.zip", "too_large"]]);
  });
});

describe("the site files projections", () => {
  it("rebuild to the same rows", async () => {
    const names = ["site_file", "site_file_log"];
    const rowsOf = async () => [await sql`SELECT * FROM site_file ORDER BY id`, await sql`SELECT * FROM site_file_log ORDER BY id`].map((r) => r.map((x) => ({ ...x, last_position: undefined })));
    const before = await rowsOf();
    expect(before[1].length).toBeGreaterThan(10);
    for (const name of names) await rebuildProjection(sql, allProjections.find((p) => p.name === name)!);
    expect(await rowsOf()).toEqual(before);
    const verified = await verifyProjections(sql, names);
    expect(verified.map((v) => [v.name, v.differences])).toEqual(names.map((n) => [n, 0]));
  });
});

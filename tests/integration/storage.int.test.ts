// File storage (ADR-0020): one contract, proven against both stores — the filesystem under a fresh
// directory and a real S3 API server (s3rver, its own process on 127.0.0.1). Then what only one
// of them has: the filesystem's HMAC links (expired and tampered links refused) and the S3
// presigned links (their signature recomputed here by an independent SigV4 check, because s3rver
// checks no signature). Finally the upload checks: size cap, type by the bytes, names.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFsStore } from "../../app/storage/fs-store.server";
import { InvalidNameError } from "../../app/storage/keys";
import { MultipartError, parseUploadForm } from "../../app/storage/multipart.server";
import { createS3Store } from "../../app/storage/s3-store.server";
import { deriveLinkSecret, verifyLink } from "../../app/storage/signed-link.server";
import { StorageError, type FileStore } from "../../app/storage/store.server";
import { checkUpload, discardUpload, RECEIPT_UPLOAD, storeUpload } from "../../app/storage/upload.server";

const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
const BUCKET = "cantiere-test";
const REGION = "us-east-1";

let clock = Date.parse("2026-03-10T09:00:00Z");
const secret = deriveLinkSecret("a test secret, not the application's");
const tmp = mkdtempSync(path.join(tmpdir(), "cantiere-storage-"));
const fsRoot = path.join(tmp, "files");
const fsStore = createFsStore({ root: fsRoot, linkSecret: async () => secret, now: () => clock });

let s3rver: ChildProcess;
let s3Endpoint = "";
let s3Store: FileStore;

beforeAll(async () => {
  s3rver = spawn(process.execPath, ["--openssl-legacy-provider", "tests/fixtures/s3-server.mjs", BUCKET], { stdio: ["pipe", "pipe", "inherit"] });
  const line = await new Promise<string>((resolve, reject) => {
    const rl = createInterface({ input: s3rver.stdout! });
    rl.once("line", resolve);
    s3rver.once("exit", (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  const { port } = JSON.parse(line) as { port: number };
  s3Endpoint = `http://127.0.0.1:${port}`;
  s3Store = createS3Store({ bucket: BUCKET, endpoint: s3Endpoint, region: REGION, forcePathStyle: true, credentials: CREDENTIALS });
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

/** Every byte value, CR/LF pairs and a long random tail: what a careless transfer would mangle. */
function awkwardBytes(n = 300_000): Uint8Array {
  const head = Uint8Array.from({ length: 256 }, (_, i) => i);
  return new Uint8Array(Buffer.concat([head, Buffer.from("\r\n\r\n--boundary\r\n"), randomBytes(n)]));
}

/** The bytes a signed link serves: fetched over HTTP on S3; on the filesystem, what the download route does. */
async function fetchSigned(store: FileStore, url: string): Promise<{ status: number; body: Uint8Array | null }> {
  if (store.kind === "s3") {
    const r = await fetch(url);
    return { status: r.status, body: r.ok ? new Uint8Array(await r.arrayBuffer()) : null };
  }
  const check = verifyLink(secret, new URL(url, "http://app.test").searchParams, clock);
  if (!check.ok) return { status: check.reason === "expired" ? 410 : 403, body: null };
  const file = await store.get(check.key);
  return file ? { status: 200, body: file.body } : { status: 404, body: null };
}

const stores: [string, () => FileStore][] = [
  ["the filesystem store", () => fsStore],
  ["the S3 store against s3rver", () => s3Store],
];

describe.each(stores)("%s keeps the storage contract", (_name, storeOf) => {
  let store: FileStore;
  // each store its own namespace under a spec folder, so a repeated run never meets old keys
  const base = `documents/contract-${randomBytes(4).toString("hex")}`;
  beforeAll(() => {
    store = storeOf();
  });

  it("round-trips bytes exactly, with the content type", async () => {
    const bytes = awkwardBytes();
    await store.put(`${base}/round.pdf`, bytes, { contentType: "application/pdf" });
    const got = await store.get(`${base}/round.pdf`);
    expect(got?.contentType).toBe("application/pdf");
    expect(Buffer.from(got!.body).equals(Buffer.from(bytes))).toBe(true);
    expect(await store.head(`${base}/round.pdf`)).toMatchObject({ key: `${base}/round.pdf`, size: bytes.byteLength });
    // an overwrite replaces the whole file
    await store.put(`${base}/round.pdf`, Uint8Array.of(1, 2, 3), { contentType: "application/pdf" });
    expect([...(await store.get(`${base}/round.pdf`))!.body]).toEqual([1, 2, 3]);
  });

  it("answers null for a missing file and deletes one quietly", async () => {
    expect(await store.get(`${base}/missing.png`)).toBeNull();
    expect(await store.head(`${base}/missing.png`)).toBeNull();
    await expect(store.delete(`${base}/missing.png`)).resolves.toBeUndefined();
  });

  it("lists one level by delimiter: files and sub-folders, folder markers are not files", async () => {
    const dir = `${base}/list/`;
    await store.put(`${dir}b.png`, Uint8Array.of(2), { contentType: "image/png" });
    await store.put(`${dir}a.jpg`, Uint8Array.of(1), { contentType: "image/jpeg" });
    await store.put(`${dir}sub/c.pdf`, Uint8Array.of(3), { contentType: "application/pdf" });
    await store.createFolder(`${dir}empty/`);
    const level = await store.list(dir, { delimiter: "/" });
    expect(level.files.map((f) => [f.key, f.size])).toEqual([
      [`${dir}a.jpg`, 1],
      [`${dir}b.png`, 1],
    ]);
    expect(level.folders).toEqual([`${dir}empty/`, `${dir}sub/`]);
    expect(level.truncated).toBe(false);
    expect(level.files[0].lastModified).toBeInstanceOf(Date);

    const all = await store.list(dir);
    expect(all.files.map((f) => f.key)).toEqual([`${dir}a.jpg`, `${dir}b.png`, `${dir}sub/c.pdf`]);
    expect(all.folders).toEqual([]);

    const inEmpty = await store.list(`${dir}empty/`, { delimiter: "/" });
    expect(inEmpty).toEqual({ files: [], folders: [], truncated: false });
    expect(await store.list(`${base}/nothing-here/`, { delimiter: "/" })).toEqual({ files: [], folders: [], truncated: false });
  });

  it("returns at most maxKeys keys, and never more than 1000; startAfter gives the next page", async () => {
    const dir = `${base}/many/`;
    const keys = Array.from({ length: 1003 }, (_, i) => `${dir}f${String(i).padStart(4, "0")}.txt`);
    for (let i = 0; i < keys.length; i += 25) {
      await Promise.all(keys.slice(i, i + 25).map((k) => store.put(k, Uint8Array.of(7), { contentType: "text/plain" })));
    }
    const two = await store.list(dir, { delimiter: "/", maxKeys: 2 });
    expect(two.files.map((f) => f.key)).toEqual(keys.slice(0, 2));
    expect(two.truncated).toBe(true);
    const capped = await store.list(dir, { delimiter: "/", maxKeys: 5000 });
    expect(capped.files).toHaveLength(1000);
    expect(capped.files.at(-1)?.key).toBe(keys[999]);
    expect(capped.truncated).toBe(true);
    // the next page starts after the last key shown, and the last page is not truncated
    const rest = await store.list(dir, { delimiter: "/", startAfter: capped.files.at(-1)!.key });
    expect(rest.files.map((f) => f.key)).toEqual(keys.slice(1000));
    expect(rest.truncated).toBe(false);
    const middle = await store.list(dir, { maxKeys: 2, startAfter: keys[500] });
    expect(middle.files.map((f) => f.key)).toEqual(keys.slice(501, 503));
    expect(middle.truncated).toBe(true);
    await store.deleteFolder(dir);
    expect(await store.list(dir)).toEqual({ files: [], folders: [], truncated: false });
  }, 120_000);

  it("keeps a created folder after its last file goes, and forgets a folder that was never created", async () => {
    const dir = `${base}/folders/`;
    await store.createFolder(`${dir}kept/`);
    await store.put(`${dir}kept/x.png`, Uint8Array.of(1), { contentType: "image/png" });
    await store.put(`${dir}implicit/y.png`, Uint8Array.of(1), { contentType: "image/png" });
    await store.put(`${dir}here.png`, Uint8Array.of(1), { contentType: "image/png" });
    expect((await store.list(dir, { delimiter: "/" })).folders).toEqual([`${dir}implicit/`, `${dir}kept/`]);
    await store.delete(`${dir}kept/x.png`);
    await store.delete(`${dir}implicit/y.png`);
    expect((await store.list(dir, { delimiter: "/" })).folders).toEqual([`${dir}kept/`]);
  });

  it("deletes a folder with everything under it, and not its neighbour with a longer name", async () => {
    const dir = `${base}/del/`;
    await store.put(`${dir}a/1.png`, Uint8Array.of(1), { contentType: "image/png" });
    await store.put(`${dir}a/deep/2.png`, Uint8Array.of(1), { contentType: "image/png" });
    await store.put(`${dir}ab/3.png`, Uint8Array.of(1), { contentType: "image/png" });
    await store.deleteFolder(`${dir}a/`);
    expect((await store.list(dir)).files.map((f) => f.key)).toEqual([`${dir}ab/3.png`]);
    await expect(store.deleteFolder("")).rejects.toBeInstanceOf(InvalidNameError);
  });

  it("copies and renames, refusing to overwrite and to move what is not there", async () => {
    const dir = `${base}/moves/`;
    const bytes = awkwardBytes(5000);
    await store.put(`${dir}one.pdf`, bytes, { contentType: "application/pdf" });
    await store.copy(`${dir}one.pdf`, `${dir}copies/two.pdf`);
    expect(Buffer.from((await store.get(`${dir}copies/two.pdf`))!.body).equals(Buffer.from(bytes))).toBe(true);
    expect(await store.head(`${dir}one.pdf`)).not.toBeNull();

    await store.rename(`${dir}one.pdf`, `${dir}three.pdf`);
    expect(await store.head(`${dir}one.pdf`)).toBeNull();
    expect(Buffer.from((await store.get(`${dir}three.pdf`))!.body).equals(Buffer.from(bytes))).toBe(true);

    const exists = await store.rename(`${dir}three.pdf`, `${dir}copies/two.pdf`).catch((e: unknown) => e);
    expect(exists).toBeInstanceOf(StorageError);
    expect((exists as StorageError).code).toBe("exists");
    const missing = await store.copy(`${dir}nope.pdf`, `${dir}four.pdf`).catch((e: unknown) => e);
    expect((missing as StorageError).code).toBe("not_found");
  });

  it("refuses traversal and other tricks in keys, before touching anything", async () => {
    const bad = ["../escape.png", "documents/../../escape.png", "/etc/passwd", "documents//x.png", "documents/./x.png", "documents\\x.png", "documents/x\u0000.png", "documents/.hidden", "", "documents/"];
    for (const key of bad) {
      await expect(store.put(key, Uint8Array.of(1), { contentType: "image/png" }), JSON.stringify(key)).rejects.toBeInstanceOf(InvalidNameError);
      await expect(store.get(key), JSON.stringify(key)).rejects.toBeInstanceOf(InvalidNameError);
      await expect(store.delete(key), JSON.stringify(key)).rejects.toBeInstanceOf(InvalidNameError);
      await expect(store.signedUrl(key), JSON.stringify(key)).rejects.toBeInstanceOf(InvalidNameError);
      await expect(store.copy(`${base}/moves/three.pdf`, key), JSON.stringify(key)).rejects.toBeInstanceOf(InvalidNameError);
    }
    for (const prefix of ["../", "documents", "/documents/", "a/../"]) {
      await expect(store.list(prefix), prefix).rejects.toBeInstanceOf(InvalidNameError);
      await expect(store.createFolder(prefix), prefix).rejects.toBeInstanceOf(InvalidNameError);
    }
    // nothing was written beside the filesystem store's root
    expect(readdirSync(tmp)).toEqual(["files"]);
  });

  it("serves a file through a signed link, and refuses the link once it has expired", async () => {
    const bytes = awkwardBytes(20_000);
    const key = `${base}/links/receipt.jpg`;
    await store.put(key, bytes, { contentType: "image/jpeg" });
    const url = await store.signedUrl(key);
    const got = await fetchSigned(store, url);
    expect(got.status).toBe(200);
    expect(Buffer.from(got.body!).equals(Buffer.from(bytes))).toBe(true);

    const expired = await store.signedUrl(key, { expiresInSeconds: 1 });
    if (store.kind === "s3") await new Promise((r) => setTimeout(r, 2100));
    else clock += 1000;
    expect((await fetchSigned(store, expired)).status).not.toBe(200);
    expect((await fetchSigned(store, await store.signedUrl(key))).status).toBe(200);
  });
});

describe("the filesystem store's HMAC links", () => {
  const key = "expenses/abcdef0123456789.pdf";
  beforeAll(async () => {
    await fsStore.put(key, Uint8Array.of(0x25, 0x50, 0x44, 0x46, 0x2d), { contentType: "application/pdf" });
  });
  const query = async (opts = {}) => new URL(await fsStore.signedUrl(key, opts), "http://app.test").searchParams;

  it("are valid for 300 seconds by the application clock, and not one second longer", async () => {
    const q = await query();
    expect(Number(q.get("exp")) - Math.floor(clock / 1000)).toBe(300);
    expect(verifyLink(secret, q, clock + 299_000)).toMatchObject({ ok: true, key });
    expect(verifyLink(secret, q, clock + 300_000)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse a changed key, expiry, download name or signature, and another secret's links", async () => {
    const q = await query({ downloadName: "Ricevuta.pdf" });
    const tampered = (k: string, v: string) => {
      const c = new URLSearchParams(q);
      c.set(k, v);
      return verifyLink(secret, c, clock);
    };
    expect(verifyLink(secret, q, clock)).toMatchObject({ ok: true, downloadName: "Ricevuta.pdf" });
    expect(tampered("key", "expenses/other.pdf")).toEqual({ ok: false, reason: "bad_signature" });
    expect(tampered("exp", String(Number(q.get("exp")) + 3600))).toEqual({ ok: false, reason: "bad_signature" });
    expect(tampered("dl", "Other.pdf")).toEqual({ ok: false, reason: "bad_signature" });
    const sig = q.get("sig")!;
    expect(tampered("sig", `${sig.slice(0, -1)}${sig.endsWith("A") ? "B" : "A"}`)).toEqual({ ok: false, reason: "bad_signature" });
    expect(tampered("key", "../../etc/passwd")).toEqual({ ok: false, reason: "malformed" });
    expect(tampered("sig", "short")).toEqual({ ok: false, reason: "malformed" });
    expect(verifyLink(deriveLinkSecret("another secret"), q, clock)).toEqual({ ok: false, reason: "bad_signature" });
  });
});

/** An independent AWS Signature V4 check of a presigned GET (what S3 does and s3rver does not). */
function sigV4Valid(url: string, secretAccessKey: string): boolean {
  const u = new URL(url);
  const pairs = u.search.slice(1).split("&").filter((p) => !p.startsWith("X-Amz-Signature="));
  const canonicalQuery = pairs.sort().join("&");
  const date = u.searchParams.get("X-Amz-Date")!;
  const [, day, region, service] = /^[^/]+\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request$/.exec(u.searchParams.get("X-Amz-Credential")!)!;
  const canonical = ["GET", u.pathname, canonicalQuery, `host:${u.host}`, "", "host", "UNSIGNED-PAYLOAD"].join("\n");
  const toSign = ["AWS4-HMAC-SHA256", date, `${day}/${region}/${service}/aws4_request`, createHash("sha256").update(canonical).digest("hex")].join("\n");
  const h = (k: Buffer | string, v: string) => createHmac("sha256", k).update(v).digest();
  const signingKey = h(h(h(h(`AWS4${secretAccessKey}`, day), region), service), "aws4_request");
  return createHmac("sha256", signingKey).update(toSign).digest("hex") === u.searchParams.get("X-Amz-Signature");
}

describe("the S3 store's presigned links", () => {
  it("sign the bucket, the key, 300 seconds and the host with the store's credentials", async () => {
    const signedAt = Date.parse("2026-03-10T09:00:00Z");
    const store = createS3Store({ bucket: BUCKET, endpoint: s3Endpoint, region: REGION, forcePathStyle: true, credentials: CREDENTIALS, now: () => signedAt });
    const url = new URL(await store.signedUrl("expenses/a1b2c3d4e5.pdf", { downloadName: "Ricevuta marzo.pdf" }));
    expect(url.pathname).toBe(`/${BUCKET}/expenses/a1b2c3d4e5.pdf`);
    expect(url.searchParams.get("X-Amz-Expires")).toBe("300");
    expect(url.searchParams.get("X-Amz-Date")).toBe("20260310T090000Z");
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("host");
    expect(url.searchParams.get("response-content-disposition")).toContain("attachment");
    expect(sigV4Valid(url.toString(), CREDENTIALS.secretAccessKey)).toBe(true);
    // any change to what was signed breaks the signature
    const otherKey = new URL(url);
    otherKey.pathname = `/${BUCKET}/expenses/someone-elses.pdf`;
    expect(sigV4Valid(otherKey.toString(), CREDENTIALS.secretAccessKey)).toBe(false);
    const longer = new URL(url);
    longer.searchParams.set("X-Amz-Expires", "604800");
    expect(sigV4Valid(longer.toString(), CREDENTIALS.secretAccessKey)).toBe(false);
    expect(sigV4Valid(url.toString(), "another secret")).toBe(false);
  });
});

describe("an upload", () => {
  const received = (bytes: Uint8Array | null, size = bytes?.byteLength ?? 0, fileName = "scontrino.jpg") => ({ field: "receipt", fileName, claimedType: "image/jpeg", size, bytes });
  let jpeg: Uint8Array;
  let png: Uint8Array;
  const pdf = new Uint8Array(Buffer.from("%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n"));
  beforeAll(async () => {
    jpeg = new Uint8Array(await sharp({ create: { width: 800, height: 1200, channels: 3, background: "#f0e6d2" } }).jpeg().toBuffer());
    png = new Uint8Array(await sharp({ create: { width: 120, height: 60, channels: 4, background: "#336699" } }).png().toBuffer());
  });

  it("of a receipt accepts JPEG, PNG and PDF by their bytes, whatever the name claims", async () => {
    const a = await checkUpload(received(jpeg, undefined, "receipt.pdf"), RECEIPT_UPLOAD);
    expect(a).toMatchObject({ ok: true, file: { kind: "jpeg", ext: "jpg", contentType: "image/jpeg" } });
    const b = await checkUpload(received(png, undefined, "scan"), RECEIPT_UPLOAD);
    expect(b).toMatchObject({ ok: true, file: { kind: "png", ext: "png" } });
    const c = await checkUpload(received(pdf, undefined, "fattura.jpg"), RECEIPT_UPLOAD);
    expect(c).toMatchObject({ ok: true, file: { kind: "pdf", ext: "pdf", thumbnail: null } });
  });

  it("of an image gets a JPEG thumbnail no larger than 240 pixels", async () => {
    const r = await checkUpload(received(jpeg), RECEIPT_UPLOAD);
    if (!r.ok) throw new Error(r.reason);
    const meta = await sharp(r.file.thumbnail!).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width!, meta.height!)).toBe(240);
  });

  it("is refused when too large, empty, of another type, not really an image, or with a tricky name", async () => {
    const reasons = async (file: ReturnType<typeof received>) => {
      const r = await checkUpload(file, RECEIPT_UPLOAD);
      return r.ok ? "ok" : r.reason;
    };
    expect(await reasons(received(null, 10 * 1024 * 1024 + 1))).toBe("too_large");
    expect(await reasons(received(new Uint8Array(0)))).toBe("empty");
    const gif = new Uint8Array(await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } }).gif().toBuffer());
    expect(await reasons(received(gif, undefined, "receipt.png"))).toBe("wrong_type");
    expect(await reasons(received(new Uint8Array(Buffer.from("MZ\x90\x00 not a receipt")), undefined, "receipt.jpg"))).toBe("wrong_type");
    expect(await reasons(received(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...randomBytes(2000)])))).toBe("unreadable_image");
    for (const name of ["..", "../../etc/passwd", "/etc/passwd", "C:\\boot.ini", "a/b.jpg", "rec\u0000eipt.jpg"]) {
      expect(await reasons(received(jpeg, undefined, name)), name).toBe("bad_name");
    }
    const r = await checkUpload(received(null, 20 * 1024 * 1024), RECEIPT_UPLOAD);
    expect(r.ok === false && r.params).toEqual({ max: "10.0 MB", types: "JPG, PNG, PDF" });
  });

  it("is stored under a random name with the detected extension, its thumbnail beside it, and can be discarded", async () => {
    const r = await checkUpload(received(jpeg, undefined, "my receipt.pdf"), RECEIPT_UPLOAD);
    if (!r.ok) throw new Error(r.reason);
    const stored = await storeUpload(fsStore, r.file, RECEIPT_UPLOAD);
    expect(stored.key).toMatch(/^expenses\/[0-9a-f]{32}\.jpg$/);
    expect(stored.thumbnailKey).toBe(stored.key.replace("expenses/", "expenses/thumbs/"));
    expect(Buffer.from((await fsStore.get(stored.key))!.body).equals(Buffer.from(jpeg))).toBe(true);
    expect((await fsStore.get(stored.thumbnailKey!))?.contentType).toBe("image/jpeg");
    const again = await storeUpload(fsStore, r.file, RECEIPT_UPLOAD);
    expect(again.key).not.toBe(stored.key);
    await discardUpload(fsStore, stored);
    expect(await fsStore.head(stored.key)).toBeNull();
    expect(await fsStore.head(stored.thumbnailKey!)).toBeNull();
    expect(existsSync(path.join(fsRoot, again.key))).toBe(true);
  });
});

describe("a multipart form", () => {
  const request = (form: FormData) => new Request("http://app.test/app/profile/expenses/new", { method: "POST", body: form });

  it("keeps every text field and the file's bytes", async () => {
    const form = new FormData();
    form.set("reason", "Benzina furgone");
    form.set("amount", "85.40");
    form.set("receipt", new File([Buffer.from("%PDF-1.4 x")], "fattura.pdf", { type: "application/pdf" }));
    const got = await parseUploadForm(request(form), { maxFileBytes: 1024 });
    expect(got.form.get("reason")).toBe("Benzina furgone");
    expect(got.form.get("amount")).toBe("85.40");
    expect(got.form.get("receipt")).toBeNull();
    expect(got.files.get("receipt")).toMatchObject({ fileName: "fattura.pdf", size: 10, claimedType: "application/pdf" });
    expect(Buffer.from(got.files.get("receipt")!.bytes!).toString()).toBe("%PDF-1.4 x");
  });

  it("keeps the other fields when the file is over the cap, holding only its size", async () => {
    const form = new FormData();
    form.set("reason", "Hotel");
    form.set("receipt", new File([new Uint8Array(10 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" }));
    form.set("place", "Zurigo");
    const got = await parseUploadForm(request(form), { maxFileBytes: 10 * 1024 * 1024 });
    expect(got.form.get("reason")).toBe("Hotel");
    expect(got.form.get("place")).toBe("Zurigo");
    expect(got.files.get("receipt")).toMatchObject({ size: 10 * 1024 * 1024 + 1, bytes: null });
  });

  it("treats an empty file input as no file, and refuses a body over the hard cap before reading it", async () => {
    const form = new FormData();
    form.set("reason", "x");
    form.set("receipt", new File([], "", { type: "application/octet-stream" }));
    expect((await parseUploadForm(request(form), { maxFileBytes: 1024 })).files.size).toBe(0);

    const huge = new Request("http://app.test/x", { method: "POST", headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(500 * 1024 * 1024) }, body: "--x--" });
    const err = await parseUploadForm(huge, { maxFileBytes: 10 * 1024 * 1024 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MultipartError);
    expect((err as MultipartError).status).toBe(413);
  });
});

// The S3 store (ADR-0020): any S3-compatible object store through @aws-sdk/client-s3, configured
// from the environment (index.server.ts). Download links are presigned GETs valid 300 seconds.
// Checksums are only computed when an operation requires them (`WHEN_REQUIRED`): the SDK's default
// CRC checksums and chunked uploads are not understood by every S3-compatible server (STACK.md).
import type { S3Client } from "@aws-sdk/client-s3";
import { checkKey, checkPrefix, InvalidNameError, MAX_LIST_KEYS } from "./keys";
import { SIGNED_URL_SECONDS, StorageError, type FileStore, type Listing, type ListOptions, type SignedUrlOptions, type StoredFile } from "./store.server";

export interface S3StoreOptions {
  bucket: string;
  /** e.g. http://127.0.0.1:9000 for a local S3-compatible server; unset: AWS */
  endpoint?: string;
  region?: string;
  /** path-style URLs (bucket in the path): what most S3-compatible servers need */
  forcePathStyle?: boolean;
  /** unset: the SDK's default chain (environment, profile, instance role) */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
  /** the signing time of presigned links (tests); the system clock otherwise */
  now?: () => number;
}

// The SDK is loaded at the store's first operation, not with the process: a process on the
// filesystem store never needs it, and it is 20 MB of memory at start (bench/RESULTS-load.md, session 50).
type Sdk = typeof import("@aws-sdk/client-s3") & Pick<typeof import("@aws-sdk/s3-request-presigner"), "getSignedUrl">;
let sdkLoaded: Promise<Sdk> | null = null;
function sdk(): Promise<Sdk> {
  sdkLoaded ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/s3-request-presigner")]).then(([client, presigner]) => ({ ...client, getSignedUrl: presigner.getSignedUrl }));
  return sdkLoaded;
}

const isNotFound = (s: Sdk, e: unknown) =>
  e instanceof s.S3ServiceException && (e.name === "NotFound" || e.name === "NoSuchKey" || e.$metadata?.httpStatusCode === 404);

/** A copy source: "bucket/key" with each key segment URL-encoded (the header's format). */
const copySource = (bucket: string, key: string) => `${bucket}/${key.split("/").map(encodeURIComponent).join("/")}`;

/** Content-Disposition for a download under a given name (RFC 6266, with a plain-ASCII fallback). */
export function attachmentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function createS3Client(s: Sdk, opts: S3StoreOptions): S3Client {
  return new s.S3Client({
    endpoint: opts.endpoint,
    region: opts.region ?? "us-east-1",
    forcePathStyle: opts.forcePathStyle ?? Boolean(opts.endpoint),
    credentials: opts.credentials,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

export function createS3Store(opts: S3StoreOptions, given?: S3Client): FileStore {
  const Bucket = opts.bucket;
  let made: S3Client | undefined = given;
  /** the SDK and this store's client, made at the first operation */
  async function aws(): Promise<{ s: Sdk; client: S3Client }> {
    const s = await sdk();
    made ??= createS3Client(s, opts);
    return { s, client: made };
  }

  async function head(key: string): Promise<StoredFile | null> {
    checkKey(key);
    const { s, client } = await aws();
    try {
      const h = await client.send(new s.HeadObjectCommand({ Bucket, Key: key }));
      return { key, size: Number(h.ContentLength ?? 0), lastModified: h.LastModified ?? new Date(0) };
    } catch (e) {
      if (isNotFound(s, e)) return null;
      throw e;
    }
  }

  async function copyChecked(fromKey: string, toKey: string): Promise<void> {
    checkKey(fromKey);
    checkKey(toKey);
    const { s, client } = await aws();
    if (!(await head(fromKey))) throw new StorageError("not_found", `no file ${fromKey}`);
    if (await head(toKey)) throw new StorageError("exists", `${toKey} exists`);
    await client.send(new s.CopyObjectCommand({ Bucket, Key: toKey, CopySource: copySource(Bucket, fromKey), MetadataDirective: "COPY" }));
  }

  return {
    kind: "s3",

    async put(key, body, { contentType }) {
      checkKey(key);
      const { s, client } = await aws();
      await client.send(new s.PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.byteLength }));
    },

    async get(key) {
      checkKey(key);
      const { s, client } = await aws();
      try {
        const r = await client.send(new s.GetObjectCommand({ Bucket, Key: key }));
        if (!r.Body) return null;
        return { body: await r.Body.transformToByteArray(), contentType: r.ContentType ?? "application/octet-stream" };
      } catch (e) {
        if (isNotFound(s, e)) return null;
        throw e;
      }
    },

    head,

    async list(prefix, options: ListOptions = {}): Promise<Listing> {
      const p = checkPrefix(prefix);
      const { s, client } = await aws();
      const maxKeys = Math.min(Math.max(1, Math.trunc(options.maxKeys ?? MAX_LIST_KEYS)), MAX_LIST_KEYS);
      // one key more than asked: folder markers are dropped below, and "truncated" must still be true only when keys remain
      const r = await client.send(new s.ListObjectsV2Command({ Bucket, Prefix: p || undefined, Delimiter: options.delimiter, MaxKeys: maxKeys + 1, StartAfter: options.startAfter }));
      const entries = [
        // folder markers ("a/b/") are not files: the folder itself or, without a delimiter, a sub-folder
        ...(r.Contents ?? [])
          .filter((o) => o.Key && !o.Key.endsWith("/"))
          .map((o) => ({ key: o.Key as string, file: { key: o.Key as string, size: Number(o.Size ?? 0), lastModified: o.LastModified ?? new Date(0) } as StoredFile | null })),
        ...(r.CommonPrefixes ?? []).filter((c) => c.Prefix).map((c) => ({ key: c.Prefix as string, file: null })),
      ].sort((a, b) => Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)));
      const kept = entries.slice(0, maxKeys);
      return {
        files: kept.flatMap((e) => (e.file ? [e.file] : [])),
        folders: kept.flatMap((e) => (e.file ? [] : [e.key])),
        truncated: entries.length > maxKeys || Boolean(r.IsTruncated),
      };
    },

    async createFolder(prefix) {
      const p = checkPrefix(prefix);
      if (p === "") return;
      const { s, client } = await aws();
      await client.send(new s.PutObjectCommand({ Bucket, Key: p, Body: new Uint8Array(0), ContentLength: 0 }));
    },

    async deleteFolder(prefix) {
      const p = checkPrefix(prefix);
      if (p === "") throw new InvalidNameError(prefix);
      const { s, client } = await aws();
      // list from the start again after each batch: the deleted keys are gone, so no continuation token is needed
      for (let round = 0; round < 10_000; round++) {
        const r = await client.send(new s.ListObjectsV2Command({ Bucket, Prefix: p, MaxKeys: 1000 }));
        const keys = (r.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (keys.length === 0) return;
        await client.send(new s.DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        if (!r.IsTruncated && keys.length < 1000) return;
      }
    },

    copy: copyChecked,

    async rename(fromKey, toKey) {
      const { s, client } = await aws();
      await copyChecked(fromKey, toKey);
      await client.send(new s.DeleteObjectCommand({ Bucket, Key: fromKey }));
    },

    async delete(key) {
      checkKey(key);
      const { s, client } = await aws();
      await client.send(new s.DeleteObjectCommand({ Bucket, Key: key }));
    },

    async signedUrl(key, options: SignedUrlOptions = {}) {
      checkKey(key);
      const { s, client } = await aws();
      const command = new s.GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: options.downloadName ? attachmentDisposition(options.downloadName) : undefined,
      });
      return s.getSignedUrl(client, command, {
        expiresIn: options.expiresInSeconds ?? SIGNED_URL_SECONDS,
        ...(opts.now ? { signingDate: new Date(opts.now()) } : {}),
      });
    },
  };
}

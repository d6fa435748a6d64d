// Seeds the demo sites' files (ADR-0060): every site gets two folders (SHARED/Piani and Foto) and a
// few small generated files — a PDF plan and a JPEG photo in SHARED (what a subcontractor sees), a
// DXF drawing in SHARED/Piani, a PNG in Foto and a PDF contract at the root — through the same
// operations the files page runs, so the file log holds who did it and the images get thumbnails.
// The files have fixed ids derived from the site and the entry, and a file the site's log already
// knows is skipped, so running the seed again stores and appends nothing.
import { createHash } from "node:crypto";
import { loadSharp } from "~/storage/sharp.server";
import type { Sql } from "~/db.server";
import type { CommandOutcome } from "~/events/handle-command.server";
import { knownEntriesOf, knownFile } from "~/events/queries/site-files.server";
import { checkSiteUploads } from "~/areas/site-files/site-file-command.server";
import { createSiteFolder } from "~/areas/site-files/create-site-folder.server";
import { uploadSiteFiles } from "~/areas/site-files/upload-site-files.server";
import { fileStore } from "~/storage/index.server";
import type { FileStore } from "~/storage/store.server";
import { receiptPdf } from "./expenses.server";

type Meta = (key: string) => { actorId: number | null; now: string; commandId: string };

/** The demo folders of every site, each under its parent ("" the root). */
const DEMO_SITE_FOLDERS = [
  { parent: "SHARED/", name: "Piani" },
  { parent: "", name: "Foto" },
] as const;

type DemoKind = "pdf-plan" | "jpeg-photo" | "dxf" | "png-photo" | "pdf-contract";
/** The demo files of every site: the folder, the display name and what the bytes are. */
export const DEMO_SITE_FILES: readonly { folder: string; name: string; kind: DemoKind }[] = [
  { folder: "SHARED/", name: "Pianta piano terra.pdf", kind: "pdf-plan" },
  { folder: "SHARED/", name: "Vista cantiere.jpg", kind: "jpeg-photo" },
  { folder: "SHARED/Piani/", name: "Sezione A-A.dxf", kind: "dxf" },
  { folder: "Foto/", name: "Sopralluogo.png", kind: "png-photo" },
  { folder: "", name: "Contratto d'appalto.pdf", kind: "pdf-contract" },
];

const fileIdOf = (key: string) => createHash("sha256").update(`cantiere-seed-site-file:${key}`).digest("hex").slice(0, 32);

/** A landscape photo's stand-in: sky, a crane and a building block (no text, no font needed). */
function photoSvg(sky: string, ground: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="${sky}"/>` +
      `<rect y="360" width="640" height="120" fill="${ground}"/><rect x="120" y="200" width="260" height="160" fill="#9ca3af"/>` +
      `<rect x="460" y="60" width="14" height="300" fill="#f59e0b"/><rect x="300" y="60" width="260" height="12" fill="#f59e0b"/></svg>`,
  );
}

const DXF = ["0", "SECTION", "2", "ENTITIES", "0", "LINE", "8", "0", "10", "0.0", "20", "0.0", "11", "10.0", "21", "0.0", "0", "ENDSEC", "0", "EOF", ""].join("\n");

// the photos are the same on every site: made once per run
const photos = new Map<DemoKind, Promise<Uint8Array>>();

async function bytesOf(kind: DemoKind, site: string): Promise<Uint8Array> {
  switch (kind) {
    case "pdf-plan":
      return receiptPdf(["Pianta piano terra", site, "Scala 1:100"]);
    case "pdf-contract":
      return receiptPdf(["Contratto d'appalto", site]);
    case "jpeg-photo":
    case "png-photo": {
      if (!photos.has(kind))
        photos.set(
          kind,
          loadSharp().then((sharp) =>
            (kind === "jpeg-photo" ? sharp(photoSvg("#bfdbfe", "#a16207")).jpeg({ quality: 70 }) : sharp(photoSvg("#e5e7eb", "#65a30d")).png({ compressionLevel: 9 }))
              .toBuffer()
              .then((b) => new Uint8Array(b)),
          ),
        );
      return (await photos.get(kind)) as Uint8Array;
    }
    case "dxf":
      return new Uint8Array(Buffer.from(DXF, "latin1"));
  }
}

export interface SeedSiteFilesOptions {
  /** the store (the configured one unless given) */
  store?: FileStore;
  /** who records the files: a demo account's username (`admin` unless given) */
  actor?: string;
  /** only these sites (every site unless given) */
  siteIds?: readonly number[];
}

/** Seeds every site's demo folders and files as the demo `admin`; returns how many demo files the sites hold. */
export async function seedSiteFiles(sql: Sql, meta: Meta, count: (o: CommandOutcome) => void, log: (m: string) => void = () => {}, opts: SeedSiteFilesOptions = {}): Promise<number> {
  const [admin] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = ${opts.actor ?? "admin"} AND NOT erased`;
  if (!admin) return 0;
  const actorId = Number(admin.id);
  const store = opts.store ?? fileStore();
  const all = await sql<{ id: number; title: string; quickcom_id: string }[]>`SELECT id, title, quickcom_id FROM site_list ORDER BY id`;
  const sites = opts.siteIds ? all.filter((s) => opts.siteIds?.includes(Number(s.id))) : all;
  let files = 0;
  for (const site of sites) {
    const siteId = Number(site.id);
    for (const f of DEMO_SITE_FOLDERS) {
      const known = await knownEntriesOf(sql, siteId, f.parent);
      if (known.some((k) => k.isFolder && k.folder === `${f.parent}${f.name}/`)) continue;
      count(await createSiteFolder(sql, store, siteId, f.parent, f.name, { ...meta(`site-folder:${site.quickcom_id}:${f.parent}${f.name}`), actorId }));
    }
    for (const f of DEMO_SITE_FILES) {
      const id = fileIdOf(`${site.quickcom_id}:${f.folder}${f.name}`);
      const bytes = await bytesOf(f.kind, site.title);
      const checked = await checkSiteUploads([{ field: "files", fileName: f.name, claimedType: "", size: bytes.byteLength, bytes }]);
      if (checked.refused.length > 0) throw new Error(`demo site file ${f.name} refused: ${checked.refused[0].reason}`);
      files++;
      if (await knownFile(sql, siteId, `sites/${siteId}/${f.folder}${id}.${checked.ok[0].ext}`)) continue;
      count(await uploadSiteFiles(sql, store, siteId, f.folder, checked.ok, checked.names, { ...meta(`site-file:${site.quickcom_id}:${f.folder}${f.name}`), actorId }, [id]));
    }
  }
  log(`site files: ${files}`);
  return files;
}

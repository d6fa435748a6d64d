// Seeds the demo sites' journals (ADR-0063; daily logs on every other post, ADR-0067), after their teams: each demo site of Cantiere and
// Metalsky gets a post on each of its last 13 working days (before today), the other companies' sites
// on their last 3, written by a member of its team (the foreman most
// days), two posts in three with one or two small generated photos, and a few comments and likes
// from the rest of the team. Each command is recorded at the post's day (the decider takes a post
// for its own day only); command ids and stored file names are derived from the site's quickcom id
// and the day's number, so seeding again appends nothing and a post already seeded is skipped.
import { createHash } from "node:crypto";
import { loadSharp } from "~/storage/sharp.server";
import { zurichToday } from "~/clock.server";
import type { Sql } from "~/db.server";
import { journalDecider } from "~/domain/journal/decider";
import type { DailyLog, WeatherCondition } from "~/domain/journal/daily-log";
import type { JournalImage } from "~/domain/journal/events";
import { handleCommand, type CommandOutcome } from "~/events/handle-command.server";
import { JOURNAL_UPLOAD } from "~/areas/journal/journal-command.server";
import { fileStore } from "~/storage/index.server";
import { checkUpload, storeUpload, type CheckedUpload } from "~/storage/upload.server";
import { demoSites } from "./demo-data";

/** Working days of journal per demo site of Cantiere and Metalsky (where the journal's browser test
 * picks its sites): enough for the feed's "load more" (6 per step) to show a second and a third step. */
const JOURNAL_DAYS_PER_SITE = 13;
/** Working days for the other companies' sites: a journal to read, without making the first start
 * slow (455 posts took 5 of the seed's 12 s; bench/RESULTS-load.md). */
const JOURNAL_DAYS_OTHER_SITES = 3;
const FULL_JOURNAL_COMPANIES = ["cantiere", "metalsky"];

const POSTS = [
  ["Getto del solaio", "Getto del solaio del piano terra completato.\nCasseri da togliere tra 7 giorni."],
  ["Consegna materiale", "Arrivati i profili in acciaio e la bulloneria.\nControllata la bolla di consegna."],
  ["Montaggio ponteggi", "Ponteggio lato nord montato e collaudato."],
  ["Sopralluogo direzione lavori", "Sopralluogo con la DL: nessuna osservazione."],
  ["Impermeabilizzazione", "Posata la guaina sulla copertura, 2 strati."],
  ["Pioggia", "Mattina ferma per pioggia, ripreso alle 13:00."],
  ["Saldature", "Saldature dei nodi della travatura eseguite e controllate."],
] as const;
const COMMENTS = ["Ottimo lavoro!", "Domani servono altri due operai.", "Foto inoltrate al cliente.", "Attenzione al meteo di domani."];
const COLOURS = ["#a5563a", "#3a6ea5", "#5a8f3a", "#8f7a3a", "#6b3a8f", "#3a8f86"];

const idOf = (key: string) => createHash("sha256").update(`cantiere-seed-journal:${key}`).digest("hex").slice(0, 32);
const commandIdOf = (key: string) => {
  const h = createHash("sha256").update(`cantiere-seed:journal:${key}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** A small photo-like JPEG (a sky, a building block and a crane), checked as an upload would be. */
async function demoPhoto(n: number): Promise<CheckedUpload> {
  const c = COLOURS[n % COLOURS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#cfe3f2"/>` +
    `<rect y="170" width="320" height="70" fill="#9b8b73"/><rect x="${40 + (n % 5) * 20}" y="90" width="140" height="110" fill="${c}"/>` +
    `<rect x="230" y="30" width="8" height="170" fill="#e0a526"/><rect x="150" y="30" width="130" height="8" fill="#e0a526"/></svg>`;
  const sharp = await loadSharp();
  const bytes = new Uint8Array(await sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer());
  const r = await checkUpload({ field: "photos", fileName: `foto-${n}.jpg`, claimedType: "image/jpeg", size: bytes.byteLength, bytes }, JOURNAL_UPLOAD);
  if (!r.ok) throw new Error(`demo journal photo refused: ${r.reason}`);
  return r.file;
}

/** The last `n` working days before `today`, oldest first (YYYY-MM-DD). */
function workingDays(today: ReturnType<typeof zurichToday>, n: number): string[] {
  const out: string[] = [];
  for (let d = today.subtract({ days: 1 }); out.length < n; d = d.subtract({ days: 1 })) if (d.dayOfWeek <= 5) out.unshift(d.toString());
  return out;
}

const SEED_WEATHER: WeatherCondition[] = ["sunny", "partly_cloudy", "cloudy", "rain", "sunny", "fog"];
const SEED_EQUIPMENT = ["Gru a torre, betoniera", "Escavatore 14 t", "Piattaforma aerea", "Ponteggio, montacarichi"];

/** Seeds the demo journals; returns how many posts were written now. */
export async function seedJournal(sql: Sql, count: (o: CommandOutcome) => void, log: (m: string) => void = () => {}): Promise<number> {
  const demo = demoSites().map((d) => d.quickcomId);
  const sites = await sql<{ id: number; quickcom_id: string; company_code: string }[]>`
    SELECT id, quickcom_id, company_code FROM site_list WHERE quickcom_id = ANY(${demo}) ORDER BY id`;
  const store = fileStore();
  const photos = await Promise.all(COLOURS.map((_, i) => demoPhoto(i)));
  const days = workingDays(zurichToday(), JOURNAL_DAYS_PER_SITE);
  let written = 0;
  for (const site of sites) {
    const team = await sql<{ person_id: number; project_function: string }[]>`
      SELECT person_id, project_function FROM site_team WHERE site_id = ${site.id} AND NOT removed ORDER BY priority, added_at, person_id`;
    if (team.length === 0) continue;
    const foreman = team.find((m) => m.project_function === "FOREMAN") ?? team[0];
    const siteDays = FULL_JOURNAL_COMPANIES.includes(site.company_code) ? days : days.slice(-JOURNAL_DAYS_OTHER_SITES);
    for (const [n, day] of siteDays.entries()) {
      const key = `${site.quickcom_id}:${n}`;
      const commandId = commandIdOf(`post:${key}`);
      const [done] = await sql`SELECT 1 FROM commands WHERE command_id = ${commandId}`;
      if (done) continue;
      const author = n % 3 === 2 && team.length > 1 ? team[(n % (team.length - 1)) + 1] : foreman;
      // the post is recorded late in its day (Zurich); its comments and likes a little after
      const at = (minutes: number) => new Date(Date.parse(`${day}T15:00:00Z`) + minutes * 60_000).toISOString();
      const images: JournalImage[] = [];
      for (let k = 0; k < (n % 3 === 0 ? 0 : 1 + (n % 2)); k++) {
        const s = await storeUpload(store, photos[(n + k + Number(site.id)) % photos.length], JOURNAL_UPLOAD, idOf(`${key}:${k}`));
        images.push({ key: s.key, thumbnailKey: s.thumbnailKey });
      }
      const [title, description] = POSTS[(n + Number(site.id)) % POSTS.length];
      // every other post carries a daily log (ADR-0067): the weather, the team on site, equipment, now and then a delay
      const dailyLog: DailyLog | null =
        n % 2 === 0
          ? {
              weather: { condition: SEED_WEATHER[(n + Number(site.id)) % SEED_WEATHER.length], temperatureC: 4 + ((n * 3 + Number(site.id)) % 18) },
              crew: team.slice(0, 2 + (n % 3)).map((m) => Number(m.person_id)),
              crewNote: n % 4 === 0 ? "2 elettricisti (subappalto)" : "",
              equipment: SEED_EQUIPMENT[n % SEED_EQUIPMENT.length],
              delays: n % 6 === 0 ? "Consegna del calcestruzzo alle 10:00 invece delle 7:00." : "",
              incidents: "",
            }
          : null;
      const post = await handleCommand(sql, journalDecider, {
        command: (journalId) => ({
          type: "WriteJournalEntry" as const,
          journalId,
          siteId: Number(site.id),
          date: day,
          content: { title, description, images, dailyLog },
          rights: { onTeam: true, foreman: author.project_function === "FOREMAN", mayUpdateSites: false },
        }),
        meta: { actorId: Number(author.person_id), now: at(0), commandId },
        target: { sequence: "journal_id_seq" },
      });
      count(post);
      written++;
      const others = team.filter((m) => m.person_id !== author.person_id);
      for (const [k, m] of others.slice(0, n % 3 === 1 ? 2 : 0).entries()) {
        count(await handleCommand(sql, journalDecider, { command: { type: "LikeJournalEntry", rights: { onTeam: true, mayUpdateSites: false } }, meta: { actorId: Number(m.person_id), now: at(10 + k), commandId: commandIdOf(`like:${key}:${m.person_id}`) }, target: { id: post.id } }));
      }
      for (const [k, m] of others.slice(0, n % 4 === 1 ? 1 : 0).entries()) {
        const text = COMMENTS[(n + k) % COMMENTS.length];
        count(await handleCommand(sql, journalDecider, { command: { type: "AddJournalComment", text, rights: { onTeam: true, mayUpdateSites: false } }, meta: { actorId: Number(m.person_id), now: at(20 + k), commandId: commandIdOf(`comment:${key}:${k}`) }, target: { id: post.id } }));
      }
    }
  }
  log(`journal posts: ${written}`);
  return written;
}

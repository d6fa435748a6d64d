// Seeds the tool manager (ADR-0069): the five categories of the spec (by their name codes, shown
// translated), 60 tools over them, some assigned to demo people for a period around today, two of
// them overdue (their end before today), and one pending request (employee asks for a van for next
// week). Command ids are derived from fixed keys, so seeding again appends nothing. Since ADR-0079:
// the consumables (clothing, safety equipment) have a low-stock threshold of a quarter of their
// stock, the FFP3 masks one at their whole stock (so the quantities view flags one), and two
// handovers are confirmed (one by its holder, one by a signed paper HR recorded).
import { zurichToday } from "~/clock.server";
import { nowIso } from "~/clock.server";
import type { Sql } from "~/db.server";
import { toolCategoryDecider } from "~/domain/tool/category";
import { toolDecider } from "~/domain/tool/decider";
import { CATEGORY_CODES, type ToolCurrency, type ToolUnit } from "~/domain/tool/events";
import { handleCommand, type CommandOutcome } from "~/events/handle-command.server";

type Count = (o: CommandOutcome) => void;

/** [name, category code, quantity, unit cost in CHF cents or null, unit] */
const TOOLS: [string, (typeof CATEGORY_CODES)[number], number, number | null, ToolUnit][] = [
  ["Trapano a percussione Hilti TE 30", "tools", 1, 89_000, "PIECES"],
  ["Avvitatore Makita DDF485", "tools", 1, 32_000, "PIECES"],
  ["Smerigliatrice angolare Bosch GWS 18V", "tools", 1, 27_500, "PIECES"],
  ["Sega circolare Festool HK 55", "tools", 1, 54_000, "PIECES"],
  ["Livella laser Leica Lino L2", "tools", 1, 61_000, "PIECES"],
  ["Martello demolitore Hilti TE 1000", "tools", 1, 245_000, "PIECES"],
  ["Saldatrice MIG Fronius TransSteel", "tools", 1, 398_000, "PIECES"],
  ["Troncatrice per metalli Evolution", "tools", 1, 48_000, "PIECES"],
  ["Chiave dinamometrica Stahlwille", "tools", 2, 21_000, "PIECES"],
  ["Set chiavi a bussola Beta", "tools", 4, 9_500, "PIECES"],
  ["Rivettatrice a batteria Gesipa", "tools", 1, 72_000, "PIECES"],
  ["Piegatrice manuale lamiera", "tools", 1, 150_000, "PIECES"],
  ["Aspiratore Festool CTL 26", "tools", 2, 68_000, "PIECES"],
  ["Generatore Honda EU22i", "tools", 1, 189_000, "PIECES"],
  ["Compressore Atlas Copco", "tools", 1, 320_000, "PIECES"],
  ["Betoniera Altrad 160 l", "tools", 1, 79_000, "PIECES"],
  ["Scala telescopica 4 m", "tools", 6, 19_000, "PIECES"],
  ["Prolunga elettrica 25 m", "tools", 12, 4_500, "PIECES"],
  ["Cavo d'acciaio 10 mm", "tools", 200, 350, "METERS"],
  ["Tassellatore SDS Metabo", "tools", 1, 29_000, "PIECES"],
  ["Furgone Fiat Ducato TI 123456", "vehicle", 1, null, "PIECES"],
  ["Furgone Renault Master TI 234567", "vehicle", 1, null, "PIECES"],
  ["Camion con gru Iveco TI 345678", "vehicle", 1, null, "PIECES"],
  ["Auto aziendale Škoda Octavia TI 456789", "vehicle", 1, null, "PIECES"],
  ["Rimorchio Humbaur 2 t", "vehicle", 1, 650_000, "PIECES"],
  ["Piattaforma aerea JLG 450", "vehicle", 1, null, "PIECES"],
  ["Muletto Linde H25", "vehicle", 1, null, "PIECES"],
  ["Minipala Bobcat S70", "vehicle", 1, null, "PIECES"],
  ["Cassetta di pronto soccorso DIN 13157", "health", 10, 6_900, "PIECES"],
  ["Defibrillatore Philips HeartStart", "health", 2, 185_000, "PIECES"],
  ["Lavaocchi d'emergenza", "health", 6, 3_900, "PIECES"],
  ["Crema solare SPF 50 (1 l)", "health", 20, 2_400, "LITERS"],
  ["Disinfettante mani (5 l)", "health", 8, 3_200, "LITERS"],
  ["Coperta isotermica", "health", 30, 400, "PIECES"],
  ["Barella pieghevole", "health", 1, 29_000, "PIECES"],
  ["Elmetto di protezione Schuberth", "safety_equipment", 40, 3_500, "PIECES"],
  ["Imbracatura anticaduta Petzl", "safety_equipment", 12, 19_500, "PIECES"],
  ["Cordino con assorbitore", "safety_equipment", 12, 8_900, "PIECES"],
  ["Occhiali di protezione Uvex", "safety_equipment", 60, 1_400, "PIECES"],
  ["Cuffie antirumore 3M Peltor", "safety_equipment", 30, 3_900, "PIECES"],
  ["Maschera FFP3", "safety_equipment", 200, 450, "PIECES"],
  ["Guanti antitaglio", "safety_equipment", 120, 1_100, "PIECES"],
  ["Maschera per saldatura automatica", "safety_equipment", 6, 14_900, "PIECES"],
  ["Rilevatore di gas Dräger", "safety_equipment", 2, 89_000, "PIECES"],
  ["Linea vita temporanea 20 m", "safety_equipment", 2, 120_000, "METERS"],
  ["Estintore a polvere 6 kg", "safety_equipment", 15, 8_500, "PIECES"],
  ["Transenna stradale", "safety_equipment", 25, 6_000, "PIECES"],
  ["Cono segnaletico", "safety_equipment", 80, 900, "PIECES"],
  ["Sabbia assorbente (25 kg)", "safety_equipment", 10, 2_500, "KG"],
  ["Giacca ad alta visibilità", "clothing", 50, 4_900, "PIECES"],
  ["Pantaloni da lavoro", "clothing", 60, 5_900, "PIECES"],
  ["Scarpe antinfortunistiche S3", "clothing", 40, 12_900, "PIECES"],
  ["Giacca invernale imbottita", "clothing", 30, 11_900, "PIECES"],
  ["Tuta da saldatore ignifuga", "clothing", 10, 16_900, "PIECES"],
  ["Stivali in gomma", "clothing", 25, 4_500, "PIECES"],
  ["Impermeabile", "clothing", 35, 3_900, "PIECES"],
  ["Maglietta tecnica", "clothing", 100, 1_900, "PIECES"],
  ["Berretto invernale", "clothing", 60, 900, "PIECES"],
  ["Ginocchiere", "clothing", 30, 2_900, "PIECES"],
  ["Guanti da lavoro invernali", "clothing", 80, 1_500, "PIECES"],
];

/** [tool index, username, start days from today, end days from today, quantity]: two end before today (overdue). */
const ASSIGNMENTS: [number, string, number, number, number][] = [
  [0, "worker", -20, -3, 1], // overdue
  [23, "employee", -10, -1, 1], // overdue
  [1, "worker", -2, 12, 1],
  [4, "employee", 0, 5, 1],
  [6, "worker", -5, 20, 1],
  [13, "associate", -1, 6, 1],
  [27, "interim", -3, 4, 1],
  [36, "worker", -30, 150, 1],
  [35, "worker", -30, 150, 1],
];

/** [assignment's tool index, how its receipt was confirmed] (ADR-0079). */
const RECEIPTS: [number, "HOLDER" | "PAPER"][] = [
  [1, "HOLDER"],
  [6, "PAPER"],
];
/** The tool flagged as low on stock in the demo: its threshold is its whole stock. */
const LOW_STOCK_DEMO = "Maschera FFP3";

const addDays = (n: number) => zurichToday().add({ days: n }).toString();

export async function seedTools(sql: Sql, seedCommandId: (key: string) => string, count: Count, log: (m: string) => void): Promise<void> {
  const meta = (key: string, actorId: number | null = null) => ({ actorId, now: nowIso(), commandId: seedCommandId(`tool:${key}`) });
  const categories = new Map<string, number>();
  for (const code of CATEGORY_CODES) {
    const o = await handleCommand(sql, toolCategoryDecider, {
      command: (categoryId) => ({ type: "CreateToolCategory" as const, categoryId, name: code, code }),
      meta: meta(`category:${code}`),
      target: { sequence: "tool_category_id_seq" },
    });
    count(o);
    categories.set(code, o.id);
  }
  const ids: number[] = [];
  for (const [i, [name, code, quantity, cost, unit]] of TOOLS.entries()) {
    const currency: ToolCurrency | null = cost === null ? null : "CHF";
    const o = await handleCommand(sql, toolDecider, {
      command: (toolId) => ({
        type: "RegisterTool" as const,
        toolId,
        details: { name, categoryId: categories.get(code) as number, unitCostCents: cost, currency, unit, warrantyDate: i % 4 === 0 ? addDays(400 + i * 7) : null, documents: [] },
        quantity,
        categoryExists: true,
      }),
      meta: meta(`register:${i}`),
      target: { sequence: "tool_id_seq" },
    });
    count(o);
    ids.push(o.id);
  }
  const people = new Map((await sql<{ id: number; username: string }[]>`SELECT id, username FROM person_list WHERE username = ANY(${["worker", "employee", "associate", "interim", "hr"]}::text[])`).map((r) => [r.username, Number(r.id)]));
  for (const [i, username, start, end, quantity] of ASSIGNMENTS) {
    const personId = people.get(username);
    if (!personId) continue;
    // assigned once: a repeat of the seed replays the first command (its dates stay those of the first seed)
    count(await handleCommand(sql, toolDecider, { command: { type: "AssignTool", personId, quantity, period: { startDate: addDays(start), endDate: addDays(end) } }, meta: meta(`assign:${i}`), target: { id: ids[i] } }));
  }
  for (const [i, kind] of RECEIPTS) {
    const holder = people.get(ASSIGNMENTS.find((a) => a[0] === i)?.[1] ?? "");
    if (!holder) continue;
    const actor = kind === "HOLDER" ? holder : (people.get("hr") ?? null);
    count(await handleCommand(sql, toolDecider, { command: { type: "ConfirmToolReceipt", kind, mayManage: true }, meta: meta(`receipt:${i}`, actor), target: { id: ids[i] } }));
  }
  for (const [i, [name, code, quantity]] of TOOLS.entries()) {
    if ((code !== "clothing" && code !== "safety_equipment") || quantity < 10) continue;
    const threshold = name === LOW_STOCK_DEMO ? quantity : Math.floor(quantity / 4);
    count(await handleCommand(sql, toolDecider, { command: { type: "SetToolLowStockThreshold", threshold }, meta: meta(`threshold:${i}`), target: { id: ids[i] } }));
  }
  const employee = people.get("employee");
  if (employee) {
    // the employee asks for the second van for next week (pending)
    const monday = zurichToday().add({ days: 8 - zurichToday().dayOfWeek });
    count(await handleCommand(sql, toolDecider, {
      command: { type: "RequestTool", quantity: 1, period: { startDate: monday.toString(), endDate: monday.add({ days: 4 }).toString() }, mayRequest: true },
      meta: meta("request:van", employee),
      target: { id: ids[21] },
    }));
  }
  log(`tools: ${TOOLS.length} in ${CATEGORY_CODES.length} categories, ${ASSIGNMENTS.length} assigned, 1 request`);
}

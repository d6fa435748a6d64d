// Seeds the checklists (ADR-0072): three templates (scaffolding, PPE, site closing — the PPE one
// mandatory every week) and a dozen checklists on the first Cantiere sites, in every status:
// pending and empty, pending half answered, pending signed, approved, rejected. HR prepares and
// decides, the site's foreman answers and signs. Command ids are derived from the data, so seeding
// again appends nothing.
import { zurichToday } from "~/clock.server";
import type { Sql } from "~/db.server";
import { checklistDecider, questionsOfTemplate } from "~/domain/checklist/decider";
import type { Answer, TemplateContent } from "~/domain/checklist/events";
import { checklistTemplateDecider } from "~/domain/checklist/template";
import { handleCommand, type CommandOutcome } from "~/events/handle-command.server";

type Meta = (key: string) => { actorId: number | null; now: string; commandId: string };
type Count = (o: CommandOutcome) => void;

const DEMO_TEMPLATES: TemplateContent[] = [
  {
    type: "safety",
    name: "Ponteggi",
    mandatory: false,
    notifyEach: null,
    questions: [
      { title: "Montaggio del ponteggio", items: [{ label: "Parapetti e fermapiede completi" }, { label: "Ancoraggi alla facciata" }, { label: "Tavole integre e fissate" }] },
      { title: "Accessi", items: [{ label: "Scale interne con botole" }, { label: "Cartello di portata esposto" }] },
    ],
  },
  {
    type: "safety",
    name: "Dispositivi di protezione individuale (DPI)",
    mandatory: true,
    notifyEach: "weekly",
    questions: [
      { title: "Protezione della testa e dei piedi", items: [{ label: "Casco indossato" }, { label: "Scarpe antinfortunistiche" }] },
      { title: "Lavori in quota", items: [{ label: "Imbracatura controllata" }] },
    ],
  },
  {
    type: "closing",
    name: "Chiusura cantiere",
    mandatory: false,
    notifyEach: null,
    questions: [
      { title: "Area di lavoro", items: [{ label: "Materiali riposti" }, { label: "Rifiuti smaltiti" }] },
      { title: "Sicurezza", items: [{ label: "Recinzione chiusa" }, { label: "Quadro elettrico spento" }] },
    ],
  },
];

/** The dozen: [template index, site index, state]. */
const PLAN: [number, number, "empty" | "half" | "signed" | "approved" | "rejected"][] = [
  [0, 0, "empty"], [1, 0, "half"], [2, 1, "empty"], [0, 1, "signed"],
  [1, 1, "approved"], [0, 2, "approved"], [2, 2, "approved"], [1, 2, "signed"],
  [0, 0, "rejected"], [1, 0, "rejected"], [2, 0, "half"], [1, 1, "rejected"],
];

export async function seedChecklists(sql: Sql, meta: Meta, count: Count, log: (m: string) => void = () => {}): Promise<void> {
  const [hr] = await sql<{ id: number }[]>`SELECT id FROM person_list WHERE username = 'hr'`;
  const hrId = hr ? Number(hr.id) : null;
  const templateIds: number[] = [];
  for (const [n, content] of DEMO_TEMPLATES.entries()) {
    const o = await handleCommand(sql, checklistTemplateDecider, {
      command: (templateId) => ({ type: "CreateChecklistTemplate" as const, templateId, content }),
      meta: { ...meta(`checklist-template:${n}`), actorId: hrId },
      target: { sequence: "checklist_template_id_seq" },
    });
    count(o);
    templateIds.push(o.id);
  }
  // the first open Cantiere sites with a foreman (the worker's sites among them)
  const sites = await sql<{ id: number; foreman: number }[]>`
    SELECT s.id, (SELECT person_id FROM site_team t WHERE t.site_id = s.id AND t.project_function = 'FOREMAN' AND NOT t.removed ORDER BY added_at LIMIT 1) AS foreman
    FROM site_list s WHERE s.company_code = 'cantiere' AND s.status = 'OPEN'
      AND EXISTS (SELECT 1 FROM site_team t WHERE t.site_id = s.id AND t.project_function = 'FOREMAN' AND NOT t.removed)
    ORDER BY s.id LIMIT 3`;
  if (sites.length === 0) return;
  const today = zurichToday();
  let made = 0;
  for (const [n, [tpl, siteIndex, state]] of PLAN.entries()) {
    const site = sites[siteIndex % sites.length];
    const foreman = Number(site.foreman);
    const template = DEMO_TEMPLATES[tpl];
    const date = today.subtract({ days: 2 * (PLAN.length - n) });
    const prepared = await handleCommand(sql, checklistDecider, {
      command: (checklistId) => ({
        type: "PrepareChecklist" as const,
        checklistId,
        siteId: Number(site.id),
        templateId: templateIds[tpl],
        copiedFrom: null,
        head: { title: `${template.name} — ${date.day.toString().padStart(2, "0")}.${date.month.toString().padStart(2, "0")}`, date: date.toString(), readyBy: date.add({ days: 3 }).toString() },
        questions: questionsOfTemplate(template),
      }),
      meta: { ...meta(`checklist:${n}`), actorId: hrId },
      target: { sequence: "checklist_id_seq" },
    });
    count(prepared);
    made++;
    if (state === "empty") continue;
    const id = prepared.id;
    let itemId = 0;
    for (const [qn, q] of template.questions.entries()) {
      if (state === "half" && qn > 0) break;
      const answers = q.items.map((_, k) => {
        itemId++;
        const answer: Answer = (n + k) % 4 === 3 ? "not_ok" : (n + k) % 5 === 4 ? "na" : "ok";
        return { itemId, answer, observation: answer === "not_ok" ? "Da sistemare" : "", who: answer === "not_ok" ? "Capocantiere" : "", dueDate: answer === "not_ok" ? date.add({ days: 5 }).toString() : null, done: false };
      });
      count(await handleCommand(sql, checklistDecider, { command: { type: "AnswerChecklistQuestion", questionId: qn + 1, answers, images: [] }, meta: { ...meta(`checklist:${n}:q${qn}`), actorId: foreman }, target: { id } }));
    }
    if (state === "half") continue;
    if (state !== "rejected" || n % 2 === 0) {
      const [p] = await sql<{ first_name: string; last_name: string }[]>`SELECT first_name, last_name FROM person_list WHERE id = ${foreman}`;
      count(await handleCommand(sql, checklistDecider, { command: { type: "SignChecklist", method: "typed", name: p ? `${p.first_name} ${p.last_name}` : "Capocantiere", imageKey: null }, meta: { ...meta(`checklist:${n}:sign`), actorId: foreman }, target: { id } }));
    }
    if (state === "approved") count(await handleCommand(sql, checklistDecider, { command: { type: "ApproveChecklist" }, meta: { ...meta(`checklist:${n}:approve`), actorId: hrId }, target: { id } }));
    if (state === "rejected") count(await handleCommand(sql, checklistDecider, { command: { type: "RejectChecklist", reason: "Punti non conformi da ricontrollare" }, meta: { ...meta(`checklist:${n}:reject`), actorId: hrId }, target: { id } }));
  }
  log(`checklist templates: ${templateIds.length}, checklists: ${made}`);
}

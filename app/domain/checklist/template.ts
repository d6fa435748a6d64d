// A checklist template's rules (ADR-0072): a name, a type, at least one question with at least one
// item; mandatory for workers only with a notify interval (and an interval only when mandatory);
// changed while not removed (the same content records nothing); removed once. Who may manage
// templates (update admin or update hr) is the route's policy.
import type { Decider } from "../shared/decider";
import { notFound, ruleBroken } from "../shared/errors";
import type { ChecklistTemplateEvent, NotifyInterval, TemplateContent, TemplateQuestion } from "./events";

/** Limits of templates and checklists (spec part 2 §9: templates are fetched 1000 at a time). */
export const CHECKLIST_LIMITS = { name: 200, question: 500, item: 500, questions: 100, items: 100, observation: 2000, who: 200, reason: 1000 } as const;

/** Questions trimmed and checked: at least one, each with a title and at least one item with a label. */
export function checkQuestions<Q extends TemplateQuestion>(questions: Q[]): Q[] {
  if (questions.length === 0) throw ruleBroken("checklist.errors.question_required", { field: "questions" });
  if (questions.length > CHECKLIST_LIMITS.questions) throw ruleBroken("checklist.errors.too_many_questions", { field: "questions", params: { max: CHECKLIST_LIMITS.questions } });
  return questions.map((q, n) => {
    const title = q.title.trim();
    if (!title) throw ruleBroken("checklist.errors.question_title_required", { field: `questions[${n}].title` });
    if (title.length > CHECKLIST_LIMITS.question) throw ruleBroken("forms.errors.too_long_max", { field: `questions[${n}].title`, params: { max: CHECKLIST_LIMITS.question } });
    if (q.items.length === 0) throw ruleBroken("checklist.errors.item_required", { field: `questions[${n}].title` });
    if (q.items.length > CHECKLIST_LIMITS.items) throw ruleBroken("checklist.errors.too_many_items", { field: `questions[${n}].title`, params: { max: CHECKLIST_LIMITS.items } });
    const items = q.items.map((i, m) => {
      const label = i.label.trim();
      if (!label) throw ruleBroken("checklist.errors.item_label_required", { field: `questions[${n}].items[${m}].label` });
      if (label.length > CHECKLIST_LIMITS.item) throw ruleBroken("forms.errors.too_long_max", { field: `questions[${n}].items[${m}].label`, params: { max: CHECKLIST_LIMITS.item } });
      return { ...i, label };
    });
    return { ...q, title, items };
  });
}

/** A template's content checked: a name, the questions, a notify interval exactly when mandatory. */
function checkTemplate(c: TemplateContent): TemplateContent {
  const name = c.name.trim();
  if (!name) throw ruleBroken("errors.required", { field: "name" });
  if (name.length > CHECKLIST_LIMITS.name) throw ruleBroken("forms.errors.too_long_max", { field: "name", params: { max: CHECKLIST_LIMITS.name } });
  if (c.mandatory && !c.notifyEach) throw ruleBroken("checklist.errors.notify_required", { field: "notifyEach" });
  const questions = checkQuestions(c.questions).map((q) => ({ title: q.title, items: q.items.map((i) => ({ label: i.label })) }));
  return { type: c.type, name, mandatory: c.mandatory, notifyEach: c.mandatory ? c.notifyEach : null, questions };
}

export type ChecklistTemplateCommand =
  | { type: "CreateChecklistTemplate"; templateId: number; content: TemplateContent }
  | { type: "ChangeChecklistTemplate"; content: TemplateContent }
  | { type: "RemoveChecklistTemplate" };

export interface ChecklistTemplateState {
  templateId: number;
  content: TemplateContent | null;
  removed: boolean;
}

const same = (a: TemplateContent, b: TemplateContent) => JSON.stringify(a) === JSON.stringify(b);

/** A checklist template. */
export const checklistTemplateDecider: Decider<ChecklistTemplateState, ChecklistTemplateCommand, ChecklistTemplateEvent> = {
  streamType: "checklisttemplate",
  initialState: () => ({ templateId: 0, content: null, removed: false }),
  evolve(state, e) {
    switch (e.type) {
      case "ChecklistTemplateCreated":
      case "ChecklistTemplateChanged": {
        const { templateId, at: _a, by: _b, ...content } = e.data;
        return { ...state, templateId, content };
      }
      case "ChecklistTemplateRemoved":
        return { ...state, removed: true };
    }
  },
  decide(command, state, ctx) {
    if (command.type === "CreateChecklistTemplate") {
      if (state.content) throw ruleBroken("errors.already_exists");
      return [{ type: "ChecklistTemplateCreated", data: { templateId: command.templateId, ...checkTemplate(command.content), at: ctx.now, by: ctx.actorId } }];
    }
    if (!state.content) throw notFound();
    switch (command.type) {
      case "ChangeChecklistTemplate": {
        if (state.removed) throw notFound();
        const content = checkTemplate(command.content);
        return same(content, state.content) ? [] : [{ type: "ChecklistTemplateChanged", data: { templateId: state.templateId, ...content, at: ctx.now, by: ctx.actorId } }];
      }
      case "RemoveChecklistTemplate":
        return state.removed ? [] : [{ type: "ChecklistTemplateRemoved", data: { templateId: state.templateId, at: ctx.now, by: ctx.actorId } }];
    }
  },
};

/** Monday of a date's ISO week (YYYY-MM-DD). */
export function mondayOf(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/**
 * Is a mandatory template due on a site (ADR-0072)? When no checklist from it (not rejected) is
 * dated within the current interval: today (daily), this ISO week (weekly), this month (monthly).
 */
/** The interval a day falls in, as a key: the day (daily), its week's Monday (weekly), its month (monthly). */
export function intervalOf(notifyEach: NotifyInterval, today: string): string {
  switch (notifyEach) {
    case "daily":
      return today;
    case "weekly":
      return mondayOf(today);
    case "monthly":
      return today.slice(0, 7);
  }
}

export function isDue(notifyEach: NotifyInterval, lastDate: string | null, today: string): boolean {
  if (lastDate === null) return true;
  switch (notifyEach) {
    case "daily":
      return lastDate < today;
    case "weekly":
      return lastDate < mondayOf(today);
    case "monthly":
      return lastDate < `${today.slice(0, 7)}-01`;
  }
}

// One small chart for the whole app (issue 38, ADR-0130): drawn on the server as SVG, so it needs no
// JavaScript; a title and a description name it for a screen reader (role="img"), and the same
// figures stand in a table behind a disclosure, so a person who cannot tell the bars apart, or their
// colours, reads the numbers. Two shapes: columns (a value per day or week, with an optional target
// drawn as a dashed line), or one horizontal bar split into parts (a leave balance).
import { useId } from "react";
import { StackTable } from "../table/stack-table";
import * as c from "./chart.css";

/** One column: its label under it, its value, the value as shown ("7:30"), and an optional target. */
export interface ChartColumn {
  key: string;
  label: string;
  /** the full label in the table ("Mo 02.03.2026"); the short one under the column otherwise */
  longLabel?: string;
  value: number;
  display: string;
  target?: number | null;
  targetDisplay?: string | null;
}

/** One part of a split bar: its share, shown as text, and its look (a–d). */
export interface ChartPart {
  key: string;
  label: string;
  value: number;
  display: string;
  tone: keyof typeof c.segment;
}

interface Common {
  title: string;
  description: string;
  /** the disclosure's summary ("Figures") */
  figuresLabel: string;
  /** the table's column headings: what is counted, its value, and the target when there is one */
  headings: { label: string; value: string; target?: string };
  /** a value for the tests and the integrator: data-chart="…" on the figure */
  name: string;
}

const W = 320;
const H = 160;
const TOP = 16;
const BOTTOM = 22;
const LEFT = 4;

/** Columns against an optional target each (hours per day against the day's target). */
export function ColumnChart({ columns, ...p }: Common & { columns: readonly ChartColumn[] }) {
  const id = useId();
  const max = Math.max(1, ...columns.map((x) => Math.max(x.value, x.target ?? 0)));
  const plotH = H - TOP - BOTTOM;
  const slot = (W - LEFT) / Math.max(1, columns.length);
  const barW = Math.min(36, slot * 0.6);
  const y = (v: number) => TOP + plotH - (Math.max(0, v) / max) * plotH;
  const hasTarget = columns.some((x) => x.target !== undefined && x.target !== null);
  return (
    <figure className={c.figure} data-chart={p.name}>
      <figcaption className={c.caption} id={`${id}-caption`}>
        {p.title}
      </figcaption>
      <svg className={c.svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-t ${id}-d`} preserveAspectRatio="xMidYMid meet">
        <title id={`${id}-t`}>{p.title}</title>
        <desc id={`${id}-d`}>{p.description}</desc>
        <line className={c.axis} x1={LEFT} x2={W} y1={TOP + plotH} y2={TOP + plotH} />
        {columns.map((x, i) => {
          const cx = LEFT + slot * i + slot / 2;
          const top = y(x.value);
          const over = x.target !== undefined && x.target !== null && x.target > 0 && x.value > x.target;
          return (
            <g key={x.key} data-column={x.key} data-value={x.display}>
              <rect className={over ? c.barOver : c.bar} x={cx - barW / 2} y={top} width={barW} height={Math.max(0, TOP + plotH - top)} rx={2} />
              {x.target !== undefined && x.target !== null && x.target > 0 ? (
                <line className={c.target} x1={cx - barW / 2 - 4} x2={cx + barW / 2 + 4} y1={y(x.target)} y2={y(x.target)} />
              ) : null}
              {x.value > 0 ? (
                <text className={c.value} x={cx} y={Math.max(11, top - 4)} textAnchor="middle">
                  {x.display}
                </text>
              ) : null}
              <text className={c.tick} x={cx} y={H - 6} textAnchor="middle">
                {x.label}
              </text>
            </g>
          );
        })}
      </svg>
      <Figures {...p} hasTarget={hasTarget} rows={columns.map((x) => ({ key: x.key, label: x.longLabel ?? x.label, display: x.display, target: x.targetDisplay ?? null }))} />
    </figure>
  );
}

/** One bar split into parts (taken, pending, left of an allowance), with a legend that names each part and its figure. */
export function SplitBar({ parts, ...p }: Common & { parts: readonly ChartPart[] }) {
  const id = useId();
  const total = Math.max(1, parts.reduce((sum, x) => sum + Math.max(0, x.value), 0));
  const BH = 28;
  let x = 0;
  return (
    <figure className={c.figure} data-chart={p.name}>
      <figcaption className={c.caption}>{p.title}</figcaption>
      <svg className={c.svg} viewBox={`0 0 ${W} ${BH}`} role="img" aria-labelledby={`${id}-t ${id}-d`} preserveAspectRatio="none">
        <title id={`${id}-t`}>{p.title}</title>
        <desc id={`${id}-d`}>{p.description}</desc>
        {parts.map((part) => {
          const w = (Math.max(0, part.value) / total) * W;
          const rect = <rect key={part.key} className={c.segment[part.tone]} x={x} y={0} width={w} height={BH} data-part={part.key} />;
          x += w;
          return rect;
        })}
      </svg>
      <ul className={c.legend}>
        {parts.map((part) => (
          <li key={part.key} className={c.legendItem}>
            <svg className={c.swatch} viewBox="0 0 10 10" aria-hidden="true">
              <rect className={c.segment[part.tone]} width={10} height={10} />
            </svg>
            <span>
              {part.label}: {part.display}
            </span>
          </li>
        ))}
      </ul>
      <Figures {...p} hasTarget={false} rows={parts.map((x) => ({ key: x.key, label: x.label, display: x.display, target: null }))} />
    </figure>
  );
}

function Figures(p: Common & { hasTarget: boolean; rows: { key: string; label: string; display: string; target: string | null }[] }) {
  return (
    <details className={c.details}>
      <summary className={c.summary}>{p.figuresLabel}</summary>
      <StackTable className={c.table} data-figures={p.name}>
        <caption className="visually-hidden">{p.title}</caption>
        <thead>
          <tr>
            <th scope="col">{p.headings.label}</th>
            <th scope="col">{p.headings.value}</th>
            {p.hasTarget ? <th scope="col">{p.headings.target}</th> : null}
          </tr>
        </thead>
        <tbody>
          {p.rows.map((r) => (
            <tr key={r.key} data-row={r.key}>
              <th scope="row">{r.label}</th>
              <td data-value>{r.display}</td>
              {p.hasTarget ? <td data-target>{r.target ?? "—"}</td> : null}
            </tr>
          ))}
        </tbody>
      </StackTable>
    </details>
  );
}

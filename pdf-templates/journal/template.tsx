// The site journal (issue 14 "Journal PDF", ADR-0068): A4 portrait, the site's company logo, the
// site's title and quickcom id, the period, then each post with its day, author, title, text, its
// daily-log sections, its photos (scaled, at most 3 per row) and optionally its comments. Plain
// React without hooks, rendered to static HTML on the server and printed by the pool; every text is
// escaped by React (a title like "<script>" prints as those characters). The photos are data: URLs
// (the document loads nothing). Footer: the last event of the posts shown, as every PDF (ADR-0132).
import type { ReactElement } from "react";
import { COMPANY_NAMES, type CompanyCode } from "~/domain/company/companies";
import type { Language } from "~/i18n/config";
import { DocumentFrame } from "../shared/document-frame";
import type { PdfProof, Translate } from "../shared/page-footer";
import { journalStyles } from "./styles";

export type { Translate };

export interface JournalPdfPost {
  id: number;
  /** DD.MM.YYYY */
  date: string;
  author: string;
  title: string;
  description: string;
  /** the daily log's sections that hold something, as [label, text], already translated */
  log: [string, string][];
  /** data: URLs of the photos (JPEG), in the post's order */
  images: string[];
  /** the comments, oldest first; left out unless asked for */
  comments: { author: string; at: string; text: string }[];
}

export interface JournalPdfData {
  companyCode: CompanyCode;
  site: { title: string; quickcomId: string };
  /** DD.MM.YYYY; the same day twice for one post */
  period: { from: string; to: string };
  /** one post's PDF (the post's page) rather than a period's */
  single: boolean;
  posts: JournalPdfPost[];
  withComments: boolean;
  /** the last event of the posts shown, and the link to its history (ADR-0132) */
  proof: PdfProof;
}

const K = "pdf.journal";

function Post({ post, t, withComments }: { post: JournalPdfPost; t: Translate; withComments: boolean }) {
  return (
    <article className="post">
      <header className="post-head">
        <h2>{post.title}</h2>
        <div className="meta">
          {post.date} · {post.author || t(`${K}.unknown_author`)}
        </div>
      </header>
      {post.description ? <div className="text">{post.description}</div> : null}
      {post.log.length > 0 ? (
        <table className="log">
          <tbody>
            {post.log.map(([label, value]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {post.images.length > 0 ? (
        <div className="photos">
          {post.images.map((src, i) => (
            <figure key={i}>
              <img src={src} alt={t(`${K}.photo_alt`, { n: i + 1, title: post.title })} />
            </figure>
          ))}
        </div>
      ) : null}
      {withComments && post.comments.length > 0 ? (
        <section className="comments">
          <h3>{t(`${K}.comments`, { count: post.comments.length })}</h3>
          <ul>
            {post.comments.map((c, i) => (
              <li key={i}>
                <span className="who">
                  {c.author} · {c.at}
                </span>
                <div className="text">{c.text}</div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

export function JournalPdf({ data, t, lang }: { data: JournalPdfData; t: Translate; lang: Language }) {
  const period = data.period.from === data.period.to ? data.period.from : t(`${K}.period_range`, { from: data.period.from, to: data.period.to });
  return (
    <DocumentFrame
      lang={lang}
      proof={data.proof}
      kind={data.single ? "journal_entry" : "journal"}
      t={t}
      company={data.companyCode}
      title={t(`${K}.title`)}
      subtitle={
        <>
          <div className="site">
            {data.site.title} · {data.site.quickcomId}
          </div>
          <div className="company">{COMPANY_NAMES[data.companyCode]}</div>
          <div className="period">
            {t(`${K}.period`)}: {period}
          </div>
        </>
      }
    >
      {data.posts.length === 0 ? <p className="empty">{t(`${K}.empty`)}</p> : data.posts.map((p) => <Post key={p.id} post={p} t={t} withComments={data.withComments} />)}
    </DocumentFrame>
  );
}

/** The page setup of the journal, for renderDocumentPdf. */
export const JOURNAL_PAGE = { format: "A4", landscape: false } as const;

/** The element and document options to print a journal: `renderDocumentPdf(element, { ...options, ...JOURNAL_PAGE })`. */
export function journalDocument(data: JournalPdfData, t: Translate, lang: Language): { element: ReactElement; options: { lang: Language; title: string; css: string } } {
  return {
    element: <JournalPdf data={data} t={t} lang={lang} />,
    options: { lang, title: t(`${K}.document_title`, { site: data.site.title, from: data.period.from, to: data.period.to }), css: journalStyles },
  };
}

import { useLoaderData } from "@remix-run/react";
import { sql } from "../db.server";

interface Row {
  id: string;
  title: string;
  quickcom_id: string;
  subject: string;
  city: string;
  company_code: string;
  status: string;
  currency: string;
  total: string;
}

const money = new Intl.NumberFormat("it-CH", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export async function loader() {
  const rows = await sql<Row[]>`
    SELECT id, title, quickcom_id, subject, city, company_code, status, currency, total
    FROM site_list ORDER BY id DESC LIMIT 50`;
  return { rows: rows.map((r) => ({ ...r, id: String(r.id), total: `${r.currency} ${money.format(Number(r.total) / 100)}` })) };
}

export default function Sites() {
  const { rows } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Cantieri</h1>
      <table>
        <thead>
          <tr>
            <th>Titolo</th>
            <th>Quickcom</th>
            <th>Oggetto</th>
            <th>Città</th>
            <th>Azienda</th>
            <th>Stato</th>
            <th>Totale</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              <td>
                <a href={`/sites/${r.id}`}>{r.title}</a>
              </td>
              <td>{r.quickcom_id}</td>
              <td>{r.subject}</td>
              <td>{r.city}</td>
              <td>{r.company_code}</td>
              <td>{r.status}</td>
              <td>{r.total}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

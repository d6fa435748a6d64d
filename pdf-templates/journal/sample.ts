// Sample data for the tests and the benchmark: a site's week of posts with daily logs, photos
// (data: URLs the caller makes) and comments. Invented names, no real person.
import type { JournalPdfData, JournalPdfPost } from "./template";
import { sampleProof } from "../shared/sample-proof";

const titles = ["Getto solaio piano 2", "Posa armature", "Casseri vano scala", "Consegna ferro", "Impermeabilizzazione", "Montaggio ponteggio"];

/** `posts` posts over consecutive days, each with `photosPerPost` of `photos` (cycled) and a daily log. */
export function sampleJournal(posts: number, photosPerPost: number, photos: string[]): JournalPdfData {
  const list: JournalPdfPost[] = Array.from({ length: posts }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 2 + i));
    const date = `${String(day.getUTCDate()).padStart(2, "0")}.${String(day.getUTCMonth() + 1).padStart(2, "0")}.${day.getUTCFullYear()}`;
    return {
      id: 1000 + i,
      date,
      author: i % 2 ? "Marco Bernasconi" : "Giulia Ferretti",
      title: titles[i % titles.length],
      description: "Lavori del giorno come da programma.\nControllo della direzione lavori alle 14:00.",
      log: [
        ["Meteo", i % 3 ? "Sereno, 12 °C" : "Pioggia, 7 °C"],
        ["Personale in cantiere", "Marco Bernasconi, Giulia Ferretti, Luca Pedrazzini · 2 elettricisti Rossi SA"],
        ["Mezzi e attrezzature", "Gru a torre 40 t, betoniera"],
      ],
      images: Array.from({ length: photosPerPost }, (_, n) => photos[(i * photosPerPost + n) % photos.length]),
      comments: [{ author: "Luca Pedrazzini", at: `${date} 17:10`, text: "Ok, domani si prosegue." }],
    };
  });
  return {
    companyCode: "cantiere",
    site: { title: "Residenza Al Lago", quickcomId: "Q26017" },
    period: { from: list[0]?.date ?? "02.11.2026", to: list[list.length - 1]?.date ?? "02.11.2026" },
    single: false,
    posts: list,
    withComments: true,
    proof: sampleProof(48_213, "2026-11-27T08:00:00Z", "/app/audit/records/journal/88"),
  };
}

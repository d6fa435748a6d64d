// The upload form's arithmetic (ADR-0060): pure, so it is unit-tested without a browser.

export interface Progress {
  name: string;
  size: number;
  percent: number;
}

/** Each file's share of the bytes sent so far: the multipart body carries the files in order. */
export function progressOf(files: readonly { name: string; size: number }[], loaded: number, total: number): Progress[] {
  // the body's own bytes (boundaries, other fields) are spread over the files, so the last reaches 100 with the total
  const sizes = files.reduce((n, f) => n + f.size, 0);
  let left = total > 0 ? (loaded / total) * sizes : 0;
  return files.map((f) => {
    const done = Math.max(0, Math.min(f.size, left));
    left -= f.size;
    return { name: f.name, size: f.size, percent: f.size === 0 ? (loaded >= total ? 100 : 0) : Math.floor((done / f.size) * 100) };
  });
}

/** The single-fetch URL of a form's action: `.data` after the path, the query kept. */
export function dataUrlOf(action: string, base: string): string {
  const url = new URL(action, base);
  url.pathname = `${url.pathname.replace(/\/$/, "")}.data`;
  return url.toString();
}


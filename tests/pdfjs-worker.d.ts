// pdf.js's parser bundle, imported by tests/pdf.ts for its side effect only (it ships no types)
declare module "pdfjs-dist/legacy/build/pdf.worker.mjs";

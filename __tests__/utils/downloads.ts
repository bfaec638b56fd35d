import { parseCsv } from './parseCsv';

export interface CapturedDownload {
  filename: string;
  /** The file's bytes as text, byte-order mark included. */
  text: () => Promise<string>;
}

/**
 * Captures the files the app downloads through an object URL and a link click (jsdom has no
 * URL.createObjectURL and would try to navigate). Call in a test file: it installs and removes
 * itself around each test.
 */
export function captureDownloads(): CapturedDownload[] {
  const downloads: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  beforeEach(() => {
    downloads.length = 0;
    blobs.clear();
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size + 1}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => undefined,
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (!blob) throw new Error(`A link to ${this.href} was clicked, not to a captured blob`);
      const bytes = blob.arrayBuffer();
      downloads.push({
        filename: this.download,
        text: async () => new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytes),
      });
    });
  });
  afterEach(() => jest.restoreAllMocks());
  return downloads;
}

/** A downloaded CSV's records, its byte-order mark checked and dropped. */
export async function csvRecords(download: CapturedDownload | undefined): Promise<string[][]> {
  if (!download) throw new Error('Nothing was downloaded');
  const text = await download.text();
  if (!text.startsWith('\uFEFF')) throw new Error('The CSV has no byte-order mark');
  return parseCsv(text.slice(1));
}

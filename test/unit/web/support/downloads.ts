/**
 * jsdom has no URL.createObjectURL: `catchDownloads()` plays the browser's download (each file saved,
 * with the name it was saved under), and `restoreDownloads()` (in an afterEach) takes it away again.
 */
import { vi } from 'vitest';

const urlFunctions = Object.getOwnPropertyDescriptors(URL);

export function restoreDownloads(): void {
  vi.restoreAllMocks();
  for (const name of ['createObjectURL', 'revokeObjectURL'] as const) {
    const original = urlFunctions[name];
    if (original) Object.defineProperty(URL, name, original);
    else Reflect.deleteProperty(URL, name);
  }
}

export function catchDownloads(): { file: Blob; name: string }[] {
  const saved: { file: Blob; name: string }[] = [];
  const files = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:export-${files.size}`;
    files.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const file = files.get(this.getAttribute('href') ?? '');
    if (file) saved.push({ file, name: this.download });
  });
  return saved;
}

/** A file's bytes, read as a page would (jsdom's Blob may have no arrayBuffer()). */
export function fileBytes(file: Blob): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function')
    return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

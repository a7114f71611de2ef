import { SNIFF_WINDOW_BYTES } from '@common/file-signatures';

/** A file's bytes (FileReader: older phone browsers lack Blob.arrayBuffer). */
export function readBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file);
  });
}

/** The first bytes of a file, as many as its signature and header need. */
export function readHead(file: Blob): Promise<Uint8Array> {
  return readBytes(file.slice(0, SNIFF_WINDOW_BYTES));
}

/**
 * Saves a file from this very tab. The API's download links answer `Content-Disposition:
 * attachment`, so following one downloads the file and the page stays where it is: no tab is
 * opened (on Android a new tab stayed open and blank once its download had started, and the person
 * was no longer on Tremplin).
 */
export function saveFile(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves bytes made or fetched in the page (a calendar file, an export) under `name`, the same way. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by then; the file's memory is given back.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

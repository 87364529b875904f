/** Characters Windows, macOS or the browser refuse (or treat as a path) in a downloaded file's name. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this pattern removes.
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\u0000-\u001f\u007f]/g;

/**
 * A file name built from untrusted parts (an enterprise name from the route, issue 14 item 4): the
 * characters no file system takes become `_`; the rest, Chinese included, stays as it is.
 */
export function safeFileName(name: string): string {
  return name.replace(UNSAFE_IN_FILE_NAME, '_').trim() || '_';
}

/** `2026-11-20` (or a date-time starting so) as `20261120`, for file names; other input as is, made safe. */
export function compactDate(isoDay: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDay);
  return match ? `${match[1]}${match[2]}${match[3]}` : safeFileName(isoDay);
}

/** Hands a Blob to the browser as a download named `fileName` (a temporary object URL and link). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the URL can go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url));
}

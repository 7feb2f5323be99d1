/** Offers a file made in the browser as a download with the given name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Hands a file to the browser through a download link. xlsx's own writeFile guesses its
 * environment (and writes to disk when it finds Node's fs), so every download is done here.
 */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The browser reads the URL when the click is handled; revoking it later frees the memory.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

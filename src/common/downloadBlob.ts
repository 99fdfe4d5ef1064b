/** A download through a link: xlsx's writeFile guesses its environment (and writes to disk if it finds Node's fs). */
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

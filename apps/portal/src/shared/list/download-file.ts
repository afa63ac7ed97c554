/**
 * Starts a download of `url` (an http(s) link answered by an export call): a temporary link with
 * `download`, clicked. The server sends the file as an attachment, so the page stays. Any other
 * scheme is refused (answers false).
 */
export function downloadFile(url: string, fileName: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return false;
  const link = document.createElement("a");
  link.href = parsed.href;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  return true;
}

/** "photos.example.com" for a link, to tell several links apart; the link itself when it is not a URL. */
export function hostOf(link: string): string {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
}

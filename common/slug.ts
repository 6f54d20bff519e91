/** "Planning a Garden Wedding!" → "planning-a-garden-wedding" (the slugs the rules accept). */
export function slugify(text: string, max = 80): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/g, '');
}

/** The next free variant of a slug: garden-notes, garden-notes-2, garden-notes-3, … */
export const slugVariant = (slug: string, attempt: number) => (attempt <= 1 ? slug : `${slug}-${attempt}`);

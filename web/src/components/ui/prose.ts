// Typography for rendered Markdown: the app has no typography plugin, so the post body is styled
// through descendant selectors on one container. proseStyles has no text size or leading: a
// container sets its own (proseClass is the post body's), so no two sizes compete on one element.
export const proseStyles = [
  'text-ink-soft',
  '[&>*+*]:mt-6',
  '[&_h2]:mt-14 [&_h2]:font-display [&_h2]:text-4xl [&_h2]:font-semibold [&_h2]:leading-tight [&_h2]:text-ink',
  '[&_h3]:mt-10 [&_h3]:font-display [&_h3]:text-3xl [&_h3]:font-semibold [&_h3]:text-ink',
  '[&_h4]:mt-8 [&_h4]:font-semibold [&_h4]:text-ink',
  '[&_a]:text-ink [&_a]:underline [&_a]:decoration-champagne [&_a]:decoration-2 [&_a]:underline-offset-4 hover:[&_a]:decoration-ink',
  '[&_strong]:font-semibold [&_strong]:text-ink',
  '[&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_li]:mt-2 [&_li]:marker:text-champagne-dark',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-champagne [&_blockquote]:pl-6 [&_blockquote]:font-display [&_blockquote]:text-2xl [&_blockquote]:italic [&_blockquote]:text-ink',
  '[&_img]:h-auto [&_img]:w-full [&_img]:rounded-2xl',
  '[&_hr]:my-12 [&_hr]:border-sand',
  '[&_code]:rounded [&_code]:bg-linen [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base',
  '[&_table]:w-full [&_table]:text-base [&_th]:border-b [&_th]:border-sand [&_th]:py-2 [&_th]:text-left [&_td]:border-b [&_td]:border-sand/60 [&_td]:py-2',
].join(' ');

export const proseClass = `text-lg leading-[1.8] ${proseStyles}`;

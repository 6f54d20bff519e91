import { usePageMeta } from '../../features/seo/use-page-meta';

export function AiHelpPage() {
  usePageMeta('Ask our assistant', 'Ask our assistant at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Ask our assistant</h1>
    </section>
  );
}

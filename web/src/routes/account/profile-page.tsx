import { usePageMeta } from '../../features/seo/use-page-meta';

export function ProfilePage() {
  usePageMeta('Your profile', 'Your profile at Style & Story.');
  return (
    <section className="container-page py-20">
      <h1 className="text-5xl font-semibold">Your profile</h1>
    </section>
  );
}

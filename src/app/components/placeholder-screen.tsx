import { PageHeader } from './page-header';

/** A screen whose content is not built yet: its title and a working back action, nothing more. */
export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <div className="screen">
      <PageHeader title={title} />
    </div>
  );
}

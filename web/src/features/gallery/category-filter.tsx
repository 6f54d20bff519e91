type Props = { categories: readonly string[]; selected: string; onSelect: (category: string) => void };

/** Toggle buttons (aria-pressed): one is always on, "All" first. */
export function CategoryFilter({ categories, selected, onSelect }: Props) {
  return (
    <div role="group" aria-label="Filter the gallery by category" className="flex flex-wrap gap-2">
      {categories.map((category) => {
        const active = category === selected;
        return (
          <button
            key={category}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(category)}
            className={`rounded-full border px-5 py-2.5 text-sm font-medium tracking-wide transition ${
              active ? 'border-ink bg-ink text-ivory' : 'border-sand bg-white/70 text-ink-soft hover:border-ink/40 hover:text-ink'
            }`}
          >
            {category}
          </button>
        );
      })}
    </div>
  );
}

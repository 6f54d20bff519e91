import { useDeferredValue, useState } from 'react';
import type { Faq } from '@common/schemas';
import { Link } from 'react-router-dom';
import { paths } from '@common/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { TextField } from '@/components/ui/field';
import { filterFaqs, groupByCategory } from './faq-filter';
import { FaqItem } from './faq-item';

type FaqWithId = Faq & { id: string };

/**
 * Search plus accordion. While a search is active, matching answers open by default so the
 * reader sees why they matched; a click still closes one. Clearing the search restores browsing.
 */
export function FaqBrowser({ faqs }: { faqs: readonly FaqWithId[] }) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const searching = deferredQuery.trim() !== '';
  const [toggled, setToggled] = useState({ searching: false, ids: new Set<string>() });
  const toggledIds = toggled.searching === searching ? toggled.ids : new Set<string>();
  const matches = filterFaqs(faqs, deferredQuery);

  const toggle = (id: string) => {
    const ids = new Set(toggledIds);
    if (!ids.delete(id)) ids.add(id);
    setToggled({ searching, ids });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <div role="search">
        <TextField
          type="search"
          label="Search the questions"
          placeholder="Try “deposit”, “delivery” or “travel”"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      </div>
      <p role="status" className="mt-3 min-h-6 text-sm text-muted">
        {searching && `${matches.length} ${matches.length === 1 ? 'question matches' : 'questions match'} “${deferredQuery.trim()}”`}
      </p>
      {matches.length === 0 ? (
        <EmptyState title="No question matches that yet">
          Try a simpler word, or{' '}
          <Link to={paths.contact} className="font-semibold text-ink underline underline-offset-4">
            ask us directly
          </Link>{' '}
          — we reply within one business day.
        </EmptyState>
      ) : (
        groupByCategory(matches).map((group) => (
          <section key={group.category} className="mt-12 first-of-type:mt-6">
            <h2 className="text-3xl font-semibold text-ink">{group.category}</h2>
            <div className="mt-3 border-t border-sand">
              {group.items.map((faq) => (
                <FaqItem
                  key={faq.id}
                  question={faq.question}
                  answer={faq.answer}
                  open={searching !== toggledIds.has(faq.id)}
                  onToggle={() => toggle(faq.id)}
                />
              ))}
            </div>
          </section>
        ))
      )}
    </div>
  );
}

import { SearchX } from "lucide-react";
import { ButtonLink } from "../../ui/button.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";
import { formatNumber } from "../../lib/format.ts";

/** The empty state (spec 000 §2, §8). */
export function EmptyResults({ clearHref }: { clearHref: string }) {
  return (
    <EmptyState
      icon={SearchX}
      title="No Results Available"
      titleId="no-results-title"
      action={
        <ButtonLink to={clearHref} size="xl">
          Clear Filters
        </ButtonLink>
      }
    >
      <p>No results found for your search at this time. Please try adjusting the filters for more results.</p>
    </EmptyState>
  );
}

/** A page past the last one (`?page=999`): say so and offer the last and the first page (ADR 036). */
export function PageOutOfRange({ page, lastPage, count, noun, href }: { page: number; lastPage: number; count: number; noun: string; href: (page: number) => string }) {
  return (
    <EmptyState
      icon={SearchX}
      title={`There is no page ${formatNumber(page)}`}
      titleId="page-out-of-range-title"
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <ButtonLink to={href(lastPage)} size="lg">
            Go to the last page ({formatNumber(lastPage)})
          </ButtonLink>
          {lastPage > 1 && (
            <ButtonLink to={href(1)} size="lg" variant="secondary">
              Back to page 1
            </ButtonLink>
          )}
        </div>
      }
    >
      <p>
        This search finds {formatNumber(count)} {noun}, which fill {formatNumber(lastPage)} {lastPage === 1 ? "page" : "pages"}.
      </p>
    </EmptyState>
  );
}

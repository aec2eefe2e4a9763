import { SearchX } from "lucide-react";
import { ButtonLink } from "../../ui/button.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";

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

import type { TemplateId } from "../../../tenants/templates.ts";
import { BudgetSearch } from "./budget-search.tsx";
import { FacetTiles } from "./facet-tiles.tsx";
import type { BudgetFormState, HomeBlocksData } from "../../home-blocks-data.ts";
import { PriceRangeBlock } from "./price-range-block.tsx";

/** The home page's search blocks, between the hero and 'Just arrived': budget search, price range slider, facet tiles. */
export function HomeSearchBlocks({ blocks, budget, base, template }: { blocks: HomeBlocksData; budget: BudgetFormState; base: string; template: TemplateId }) {
  const allStock = `${base}/new-used-and-demo-cars`;
  // Nothing priced yet (a new dealer): a budget could only ever find nothing.
  const priced = blocks.budgetOptions[0]?.span != null;
  return (
    <>
      {priced && (
        <div className={`mx-auto max-w-7xl space-y-6 px-4 pb-14 ${template === "bold" ? "pt-0" : "pt-14"}`}>
          <BudgetSearch noun={blocks.noun} options={blocks.budgetOptions} initial={budget} template={template} />
          <PriceRangeBlock path={allStock} noun={blocks.noun} />
        </div>
      )}
      <FacetTiles makes={blocks.makes} bodies={blocks.bodies} allHref={allStock} />
    </>
  );
}

import { FilterPills } from "../../ui/filter-pills.tsx";

const SECTIONS = [
  { key: "general", label: "General", href: "/dealer/settings" },
  { key: "hours", label: "Opening hours", href: "/dealer/settings/locations" },
  { key: "pages", label: "Pages", href: "/dealer/settings/pages" },
  { key: "stock-feed", label: "Stock feed", href: "/dealer/settings/stock-feed" },
  { key: "tags", label: "Marketing tags", href: "/dealer/settings/tags" },
] as const;

/** The settings screens, as links (they work without JavaScript). */
export function SettingsNav({ current }: { current: (typeof SECTIONS)[number]["key"] }) {
  return <FilterPills label="Settings" className="mb-6" items={SECTIONS.map((s) => ({ label: s.label, href: s.href, current: s.key === current }))} />;
}

/** One step of a breadcrumb trail (app/ui/breadcrumbs.tsx draws it). */
export interface BreadcrumbItem {
  label: string;
  /** Absent for the current page. */
  href?: string;
}

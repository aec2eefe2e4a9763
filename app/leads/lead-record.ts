/** The lead as it is delivered to a dealer's CRM (webhook JSON) and rendered to ADF. */
export interface LeadRecord {
  id: string;
  tenant: { slug: string; name: string };
  form: string;
  category: string;
  subcategory: string | null;
  created_at: string;
  customer: {
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    postcode: string;
    preferred_contact: string | null;
    opt_in: boolean;
  };
  message: string;
  vehicle: {
    id: number;
    year: number;
    make: string;
    model: string;
    badge: string | null;
    car_type: "new" | "used" | "demo";
    status: string;
    stocknum: string | null;
    vin: string | null;
    km: number | null;
    price: number | null;
    url: string | null;
  } | null;
  trade_in: { year: number | null; make: string | null; model: string | null; kms: number | null; rego: string | null; rego_state: string | null; valuation: { low: number; high: number } | null } | null;
  appointment: string | null;
  location: { id: number; name: string; phone: string | null; street: string; city: string; state: string; postcode: string } | null;
  dealership: { id: number; name: string } | null;
  fields: Record<string, unknown>;
  lead_attributes: { visited_pages: string[]; linked_query_params: Record<string, string> };
  source: string;
  url: string | null;
}

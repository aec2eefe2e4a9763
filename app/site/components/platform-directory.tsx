import { Card } from "../../ui/card.tsx";

export type DirectoryEntry = { slug: string; name: string; template: string; tagline: string; brand: string; locations: number; stock: number; url: string; hosts: string[] };

/** The platform's own page at bare localhost: the dealer sites, a page at a time, with a link to each. */
export function PlatformDirectory({ tenants, total, page, pages }: { tenants: DirectoryEntry[]; total: number; page: number; pages: number }) {
  return (
    <div className="min-h-screen bg-slate-950 text-slate-100">
      <header className="mx-auto max-w-6xl px-6 pt-16 pb-10">
        <p className="text-sm font-semibold tracking-widest text-sky-400 uppercase">Forecourt</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight md:text-5xl">Dealer websites on this platform</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-400">
          {total === 1 ? "One dealer site" : `${total.toLocaleString("en-AU")} dealer sites`} run from this one code base. Each is a tenant with its own domain, template, locations and stock.
        </p>
      </header>
      <main className="mx-auto max-w-6xl px-6 pb-20">
        {total === 0 ? (
          <Card asChild elevation="night" padding="xl" className="rounded-xl bg-transparent text-slate-400">
            <p>No dealer sites yet. Add one through the operator API (see the README).</p>
          </Card>
        ) : (
          <ul className="grid gap-5 md:grid-cols-2">
            {tenants.map((t) => (
              <Card asChild key={t.slug} elevation="night" padding="none" className="overflow-hidden rounded-xl">
              <li>
                <div className="h-2" style={{ background: t.brand }} />
                <div className="space-y-3 p-6">
                  <h2 className="text-2xl font-bold">
                    <a href={t.url} className="hover:underline">
                      {t.name}
                    </a>
                  </h2>
                  <p className="text-slate-400">{t.tagline}</p>
                  <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-400">
                    <div>
                      <dt className="inline">Template: </dt>
                      <dd className="inline font-semibold text-slate-200">{t.template}</dd>
                    </div>
                    <div>
                      <dt className="inline">Vehicles: </dt>
                      <dd className="inline font-semibold text-slate-200">{t.stock.toLocaleString("en-AU")}</dd>
                    </div>
                    <div>
                      <dt className="inline">Locations: </dt>
                      <dd className="inline font-semibold text-slate-200">{t.locations}</dd>
                    </div>
                  </dl>
                  <p className="font-mono text-sm text-sky-300">{t.url}</p>
                </div>
              </li>
              </Card>
            ))}
          </ul>
        )}
        {pages > 1 && (
          <nav aria-label="Directory pages" className="mt-10 flex items-center justify-between gap-4 text-sm">
            {page > 1 ? (
              <a href={page === 2 ? "/" : `/?page=${page - 1}`} className="font-semibold text-sky-300 hover:underline">
                Previous page
              </a>
            ) : (
              <span />
            )}
            <span className="text-slate-400">
              Page {page} of {pages}
            </span>
            {page < pages ? (
              <a href={`/?page=${page + 1}`} className="font-semibold text-sky-300 hover:underline">
                Next page
              </a>
            ) : (
              <span />
            )}
          </nav>
        )}
      </main>
    </div>
  );
}

# Varnish in front of Forecourt's Node servers (ADR 047). Debian: apt-get install varnish varnish-modules (xkey).
#
# - Pages are looked up by Host + URL and kept as the servers' Cache-Control says: s-maxage is the time to live,
#   stale-while-revalidate the grace in which a stale copy is served while a fresh one is fetched (revalidated with
#   the page's ETag, so an unchanged page costs the server a render but no bytes).
# - Only GET and HEAD are looked up. Requests of signed-in shoppers (fc_session) and dealer staff (fc_console) go
#   straight to the servers; other cookies are dropped: the servers read no other cookie on a cacheable page
#   (fc_lead is read on /success only, which is passed with its cookies).
# - The servers purge by surrogate key: PURGE with an `xkey` header of space-separated keys (t:<tenant>,
#   s:<tenant>, v:<tenant>:<vehicle>), from the addresses in `purgers` only. The key header never leaves Varnish.
# - X-Cache: HIT, MISS or PASS on every response (tests and operators read it).
vcl 4.1;

import std;
import xkey;

# One Node server. For N processes (one per core, one PostgreSQL), declare a backend per process and spread the
# requests with the directors vmod, e.g.:
#   import directors;
#   backend node1 { .host = "127.0.0.1"; .port = "3001"; }
#   backend node2 { .host = "127.0.0.1"; .port = "3002"; }
#   sub vcl_init { new nodes = directors.round_robin(); nodes.add_backend(node1); nodes.add_backend(node2); }
#   (and in vcl_recv: set req.backend_hint = nodes.backend();)
backend default {
    .host = "127.0.0.1";
    .port = "3000";
    .first_byte_timeout = 30s;
    .probe = {
        .url = "/healthz";
        .interval = 5s;
        .timeout = 2s;
        .window = 5;
        .threshold = 3;
        .initial = 3;
    }
}

# Who may purge: the Node servers' addresses (CACHE_PURGE_URLS on each server points here).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey) {
            return (synth(400, "An xkey header naming the keys to purge is required"));
        }
        # A hard purge: a soft one would serve the old price or availability once more while it refetches.
        set req.http.x-purged = xkey.purge(req.http.xkey);
        return (synth(200, "Purged " + req.http.x-purged));
    }
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # The page-view beacon counts every view: never from the cache, and with its cookies (staff are not counted).
    if (req.url ~ "^/seen\.gif([?#]|$)") {
        return (pass);
    }
    # Signed-in shoppers and dealer staff: every page is theirs.
    if (req.http.Cookie ~ "(^|;\s*)(__Host-)?fc_(session|console)=") {
        return (pass);
    }
    # The lead confirmation reads the lead receipt cookie (and is never stored).
    if (req.url ~ "^/success([/?#]|$)") {
        return (pass);
    }
    # No other cookie changes a page: a cookie from an analytics script must not split or bypass the cache.
    unset req.http.Cookie;
    set req.http.host = std.tolower(req.http.host);
    return (hash);
}

sub vcl_hash {
    hash_data(req.url);
    hash_data(req.http.host);
    # Behind a TLS terminator that sets it, the https and http pages differ (canonical links, cookie names).
    if (req.http.X-Forwarded-Proto) {
        hash_data(req.http.X-Forwarded-Proto);
    }
    return (lookup);
}

sub vcl_pass {
    set req.http.x-cache-pass = "1";
}

sub vcl_backend_response {
    # Grace from stale-while-revalidate (the TTL already comes from s-maxage).
    if (beresp.http.Cache-Control ~ "stale-while-revalidate=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-while-revalidate=([0-9]+).*$", "\1") + "s", 0s);
    }
    # Varnish's own rules follow (builtin.vcl): no-store, private, Set-Cookie and Vary: * are never stored.
}

sub vcl_deliver {
    if (req.http.x-cache-pass) {
        set resp.http.X-Cache = "PASS";
    } else if (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.xkey;
    unset resp.http.Via;
}

sub vcl_synth {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason + {"
"};
    return (deliver);
}

import http from "node:http";

/**
 * A stand-in for Google's and Meta's tag hosts (ADR 049): the test server loads the dealers' tags from here
 * (TAG_SCRIPT_ORIGIN), so a browser test sees every request a tag would make. The scripts do what the real ones do in
 * the ways that matter to the tests: gtag.js reports each `gtag('event', …)` in the data layer, gtm.js each data layer
 * event, fbevents.js each `fbq` call. Every request is recorded (method, path and query).
 */

const JS = { "content-type": "application/javascript; charset=utf-8", "cache-control": "no-store" };

const GTAG = `(function(){var o=document.currentScript.src.split("/gtag/")[0];var l=window.dataLayer=window.dataLayer||[];
function s(e){if(e&&typeof e==="object"&&e[0]==="event")fetch(o+"/g/collect?en="+encodeURIComponent(e[1]),{mode:"no-cors",keepalive:true});}
Array.prototype.forEach.call(l.slice(),s);var p=l.push.bind(l);l.push=function(){Array.prototype.forEach.call(arguments,s);return p.apply(null,arguments);};
fetch(o+"/g/collect?en=page_view",{mode:"no-cors",keepalive:true});})();`;

const GTM = `(function(){var o=document.currentScript.src.split("/gtm.js")[0];var l=window.dataLayer=window.dataLayer||[];
function s(e){if(e&&typeof e==="object"&&typeof e.event==="string")fetch(o+"/gtm/collect?ev="+encodeURIComponent(e.event),{mode:"no-cors",keepalive:true});}
l.slice().forEach(s);var p=l.push.bind(l);l.push=function(){Array.prototype.forEach.call(arguments,s);return p.apply(null,arguments);};})();`;

const FBEVENTS = `(function(){var o=document.currentScript.src.split("/en_US/")[0];var f=window.fbq;
function s(a){fetch(o+"/tr?ev="+encodeURIComponent(a[0]==="track"?a[1]:a[0]),{mode:"no-cors",keepalive:true});}
f.callMethod=function(){s(arguments);};var q=f.queue||[];f.queue=[];q.forEach(s);})();`;

export interface TagServer {
  origin: string;
  /** Every request so far, as "path?query". */
  requests: () => string[];
  reset: () => void;
  close: () => Promise<void>;
}

export async function startTagServer(port: number): Promise<TagServer> {
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const url = req.url ?? "/";
    seen.push(url);
    const path = url.split("?")[0];
    if (path === "/gtag/js") return void res.writeHead(200, JS).end(GTAG);
    if (path === "/gtm.js") return void res.writeHead(200, JS).end(GTM);
    if (path === "/en_US/fbevents.js") return void res.writeHead(200, JS).end(FBEVENTS);
    res.writeHead(204, { "cache-control": "no-store" }).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    requests: () => [...seen],
    reset: () => void seen.splice(0),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

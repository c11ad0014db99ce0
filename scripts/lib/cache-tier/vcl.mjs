// The cache tier's configuration: Varnish's VCL, generated from the route table and the bucket's
// object layout, so that Varnish in front of the bucket answers as the Node static server
// (scripts/lib/static-server.mjs, scripts/serve.mjs) does: the same addresses, the same 404s and
// redirects for the route table, the same security headers.
//
// Why Varnish (Debian's 7.1 with varnish-modules) rather than nginx's proxy cache: purging is the
// whole point of a CDN tier here (a deploy purges the runtime map, the prerenderer the pages it
// drew), and Varnish purges an object by its path and, with the xkey vmod, every object tagged
// with a surrogate key in one request: Fastly's model, which CloudFront and Cloudflare imitate
// with invalidations and cache tags. nginx's free build has no purge at all (proxy_cache_purge
// is NGINX Plus or a third-party module Debian does not ship).
//
// The CDN model: every object is cached (long), whatever its Cache-Control says to browsers,
// and a change is made visible by a purge, not by waiting for a TTL. Browsers still get the
// object's own Cache-Control (`no-cache` on HTML, the runtime map and data-version.json, which
// they revalidate with the ETag: Varnish answers 304 from its cache).
import { DATA_VERSION_FILE } from '@school/platform/data-version';
import { localePrefixes } from '@school/platform/locales';
import { CONTENT_TYPES } from '@school/platform/paths';
import { FEED_FILE } from '@school/platform/site-files';
import { routes } from '@school/platform/route-table';
import { appNames } from '@school/platform/apps';
import { baseSecurityHeaders, contentSecurityPolicy } from '@school/build-config/security-headers';

/**
 * Where the site's files are in the bucket (/work/notes/bucket-layout.md names the agreed one;
 * cache-tier.md the keys this tier reads). Keys are relative to `prefix`.
 * @typedef {object} BucketLayout
 * @property {string} bucketPath the path of the bucket on its origin, path-style (`/<bucket>`)
 * @property {string} prefix the folder of this site in the bucket ('' for none)
 * @property {string} runtimeMap the runtime map's key
 * @property {string} pages the folder of the prerendered pages (`<path>/index.html`), sitemap,
 *   robots, feeds and data-version.json
 * @property {string} site the folder of the live shell's files (its index.html: the app HTML
 *   that draws any page not prerendered and the not-found page; static/**)
 * @property {string} apps the folder of each app's versions (`<app>/v/<version>/<file>`)
 * @property {string} cspHeader the response header carrying an HTML object's
 *   Content-Security-Policy (object metadata, as the store sends it)
 * @property {string} keysHeader the response header carrying an object's surrogate keys
 *   (space-separated)
 */

/** @type {BucketLayout} */
export const defaultLayout = {
  bucketPath: '/site',
  prefix: '',
  runtimeMap: 'runtime-config.json',
  pages: 'pages',
  site: 'site',
  apps: '',
  cspHeader: 'x-amz-meta-csp',
  keysHeader: 'x-amz-meta-surrogate-key',
};

/** A literal inside a VCL regular expression. @param {string} text */
const re = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A VCL string literal: long strings `{"…"}` hold any character but `"}`. @param {string} text */
function str(text) {
  if (text.includes('"}')) throw new Error(`cannot quote for VCL: ${text}`);
  return `{"${text}"}`;
}

/** The key path of a folder of the layout, with its leading slash. @param {BucketLayout} l @param {string} folder */
function keyBase(l, folder) {
  return [l.bucketPath, l.prefix, folder]
    .filter(Boolean)
    .join('/')
    .replace(/\/{2,}/g, '/');
}

/**
 * @param {{ host: string; port: number; layout?: BucketLayout; purgeFrom?: string[];
 *   hostHeader?: string }} options
 * `host`, `port`: the bucket's origin. `purgeFrom`: the client addresses allowed to purge
 * (loopback by default). `hostHeader`: the Host sent to the origin (virtual-hosted stores).
 * @returns {string}
 */
export function generateVcl({
  host,
  port,
  layout = defaultLayout,
  purgeFrom = ['127.0.0.1', '::1'],
  hostHeader,
}) {
  const locales = localePrefixes.map(re).join('|');
  const publicPrefixes = routes
    .filter((row) => !('layout' in row) || row.layout !== 'none')
    .map((row) => row.prefix)
    .filter((prefix) => prefix !== '/')
    .map((prefix) => re(prefix.slice(1)));
  const fullScreen = routes
    .filter((row) => 'layout' in row && row.layout === 'none')
    .map((row) => re(row.prefix.slice(1)));
  const contentTypes = CONTENT_TYPES.map(re).join('|');
  const pagesKey = keyBase(layout, layout.pages);
  const siteKey = keyBase(layout, layout.site);
  const appsKey = keyBase(layout, layout.apps);
  const mapKey = keyBase(layout, layout.runtimeMap);
  // An HTML object stored without its policy still gets the strictest one the site has: its own
  // origin only, no inline script.
  const fallbackCsp = contentSecurityPolicy({ scriptHashes: [], config: null });
  const lp = `(/(${locales}))?`;
  const baseHeaders = Object.entries(baseSecurityHeaders)
    .map(([name, value]) => `  set resp.http.${name} = ${str(value)};`)
    .join('\n');

  return `vcl 4.1;
# Generated by scripts/lib/cache-tier/vcl.mjs from the route table and the bucket layout: do not
# edit; change the generator.
import std;
import xkey;

backend bucket {
  .host = ${str(host)};
  .port = ${str(String(port))};
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
}

acl purgers {
${purgeFrom.map((address) => `  ${str(address)};`).join('\n')}
}

sub vcl_recv {
  # The tier's own readiness address, answered without the bucket.
  if (req.url == "/__cache-tier/ready") { return (synth(200, "ready")); }

  # Purges: from the allowed addresses only. By surrogate key (header xkey-purge: "k1 k2"), or by
  # the site's path (mapped below to its object key, then purged with every variant).
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) { return (synth(403, "Purge refused from this address")); }
    if (req.http.xkey-purge) {
      set req.http.x-purged = xkey.purge(req.http.xkey-purge);
      return (synth(200, "Purged " + req.http.x-purged + " objects"));
    }
  } else if (req.method == "OPTIONS") {
    return (synth(204, "No Content"));
  } else if (req.method != "GET" && req.method != "HEAD") {
    return (synth(405, "Method Not Allowed"));
  }

  # The request target as checkRequestTarget (@school/build-config/security-headers) reads it.
  set req.http.x-path = regsub(req.url, "\\?.*$", "");
  set req.http.x-query = "";
  if (req.url ~ "\\?") { set req.http.x-query = regsub(req.url, "^[^?]*", ""); }
  if (req.http.x-path !~ "^/" ||
      req.http.x-path ~ "[^\\x21-\\x7e]" ||
      req.http.x-path ~ "\\\\" ||
      req.http.x-path ~ "%(?![0-9A-Fa-f]{2})" ||
      req.http.x-path ~ "(?i)%(5c|[01][0-9a-f]|7f)" ||
      req.http.x-path ~ "(?i)(/%2f|%2f/|%2f%2f)" ||
      req.http.x-path ~ "(?i)(^|/)(\\.|%2e){1,2}(/|$)") {
    return (synth(404, "Not found"));
  }
  if (req.http.x-path ~ "//") {
    set req.http.x-location = regsuball(req.http.x-path, "/{2,}", "/");
    if (req.http.x-query ~ "^[\\x21-\\x7e]*$") {
      set req.http.x-location = req.http.x-location + req.http.x-query;
    }
    return (synth(308, "Permanent Redirect"));
  }

  # Addresses to object keys. x-status: the answer's status when it is not the object's own
  # (the app's HTML drawing the not-found page is a 404). x-fallback: the object to serve when
  # the first is missing (a page not prerendered yet: the app's HTML).
  unset req.http.x-status;
  unset req.http.x-fallback;
  unset req.http.x-cors;
  unset req.http.x-fallback-status;
  unset req.http.x-fell-back;
  set req.http.x-app-html = ${str(`${siteKey}/index.html`)};
  if (req.http.x-path == "/runtime-config.json") {
    set req.url = ${str(mapKey)};
  } else if (req.http.x-path == "/${DATA_VERSION_FILE}" ||
             req.http.x-path == "/robots.txt" ||
             req.http.x-path == "/sitemap.xml" ||
             req.http.x-path ~ "/${re(FEED_FILE)}$" ||
             req.http.x-path ~ "^${lp}/calendar(/[a-z0-9-]+)?\\.ics$") {
    # The calendar's .ics files sit beside the pages too; one never written (an unknown level)
    # is the bucket's 404.
    set req.url = ${str(pagesKey)} + req.http.x-path;
  } else if (req.http.x-path ~ "^/(${appNames.map(re).join('|')})/v/[A-Za-z0-9._-]+/") {
    # An app's kept versions, each under its own folder: loaded by the shell from this origin.
    set req.url = ${str(appsKey)} + req.http.x-path;
    set req.http.x-cors = "1";
  } else if (req.http.x-path ~ "\\.[A-Za-z0-9]+$") {
    # Any other file: the live shell's (static/**, icons, index.html).
    if (req.http.x-path ~ "^/server(/|$)") { return (synth(404, "Not found")); }
    set req.url = ${str(siteKey)} + req.http.x-path;
  } else {
    # A page address: the route table decides (as fallbackAnswer in scripts/serve.mjs does).
    set req.http.x-page = regsub(req.http.x-path, "/+$", "");
    if (req.http.x-page ~ "^${lp}$") {
      set req.url = ${str(pagesKey)} + req.http.x-page + "/index.html";
      set req.http.x-fallback = req.http.x-app-html;
    } else if (req.http.x-page ~ "^${lp}/(${publicPrefixes.join('|')})$") {
      set req.url = ${str(pagesKey)} + req.http.x-page + "/index.html";
      set req.http.x-fallback = req.http.x-app-html;
    } else if (req.http.x-page ~ "^${lp}/(${contentTypes})/[^/]+$") {
      # An article: its page is in the bucket when it is published; otherwise the not-found page.
      set req.url = ${str(pagesKey)} + req.http.x-page + "/index.html";
      set req.http.x-fallback = req.http.x-app-html;
      set req.http.x-fallback-status = "404";
    } else if (${fullScreen.length ? `req.http.x-page ~ "^${lp}/(${fullScreen.join('|')})(/.*)?$"` : 'false'}) {
      # The back office: the app's HTML at every address below it.
      set req.url = req.http.x-app-html;
    } else {
      # Outside the route table, or below a public page: the app draws the not-found page.
      set req.url = req.http.x-app-html;
      set req.http.x-status = "404";
    }
  }
  if (req.http.x-status || req.http.x-fallback-status) {
    # A 404 is not a 304: the conditional headers name the app's HTML, not this answer.
    unset req.http.If-None-Match;
    unset req.http.If-Modified-Since;
  }
  if (req.method == "PURGE") { return (purge); }
  ${hostHeader ? `set req.http.Host = ${str(hostHeader)};` : 'unset req.http.Cookie;'}
  unset req.http.Authorization;
  return (hash);
}

sub vcl_hash {
  # One object per key, whatever the Host the visitor used.
  hash_data(req.url);
  return (lookup);
}

sub vcl_backend_fetch {
  unset bereq.http.x-path;
  unset bereq.http.x-query;
  unset bereq.http.x-page;
  unset bereq.http.x-app-html;
}

sub vcl_backend_response {
  if (beresp.status == 404 && bereq.http.x-fallback && bereq.retries == 0) {
    # The page is not in the bucket: fetch the app's HTML in its place (kept under the page's
    # address until a purge of that path, which the prerenderer sends once it uploads the page).
    set bereq.url = bereq.http.x-fallback;
    set bereq.http.x-fell-back = "1";
    return (retry);
  }
  if (bereq.http.x-fell-back && bereq.http.x-fallback-status) {
    set beresp.http.x-tier-status = bereq.http.x-fallback-status;
  }
  if (beresp.status != 200) {
    # Errors of the bucket are not kept: the next request asks again.
    set beresp.ttl = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # Surrogate keys from the object's metadata (xkey reads the header of this name).
  if (beresp.http.${layout.keysHeader}) {
    set beresp.http.xkey = beresp.http.${layout.keysHeader};
  }
  set beresp.http.xkey = beresp.http.xkey + " " + bereq.url;
  if (beresp.http.Content-Type ~ "^(text/|application/(json|javascript|xml|atom\\+xml|manifest\\+json)|image/svg)" &&
      !beresp.http.Content-Encoding) {
    set beresp.do_gzip = true;
  }
  # The CDN model: kept until purged (a day at most), whatever browsers are told.
  set beresp.ttl = 1d;
  set beresp.grace = 0s;
  unset beresp.http.Set-Cookie;
  return (deliver);
}

sub vcl_deliver {
${baseHeaders}
  if (req.http.x-status) {
    set resp.status = std.integer(req.http.x-status, 404);
  } else if (resp.http.x-tier-status) {
    set resp.status = std.integer(resp.http.x-tier-status, 404);
  }
  if (resp.http.Content-Type ~ "^text/html") {
    if (resp.http.${layout.cspHeader}) {
      set resp.http.Content-Security-Policy = resp.http.${layout.cspHeader};
    } else {
      set resp.http.Content-Security-Policy = ${str(fallbackCsp)};
    }
    set resp.http.X-Frame-Options = "DENY";
  }
  if (req.http.x-cors) {
    set resp.http.Access-Control-Allow-Origin = "*";
    set resp.http.Access-Control-Allow-Methods = "GET, HEAD, OPTIONS";
    set resp.http.Access-Control-Allow-Headers = "*";
  }
  # What the store says about itself and its objects stays between it and the tier.
  unset resp.http.xkey;
  unset resp.http.x-tier-status;
  unset resp.http.${layout.cspHeader};
  unset resp.http.${layout.keysHeader};
  unset resp.http.x-amz-request-id;
  unset resp.http.x-amz-id-2;
  unset resp.http.X-Trans-Id;
  unset resp.http.X-Openstack-Request-Id;
  unset resp.http.X-Timestamp;
  unset resp.http.Via;
  unset resp.http.X-Varnish;
  unset resp.http.Server;
  if (obj.hits > 0) { set resp.http.X-Cache = "HIT"; } else { set resp.http.X-Cache = "MISS"; }
}

sub vcl_synth {
${baseHeaders}
  set resp.http.Content-Type = "text/plain; charset=utf-8";
  unset resp.http.Server;
  unset resp.http.X-Varnish;
  if (resp.status == 308) {
    set resp.http.Location = req.http.x-location;
    set resp.http.Cache-Control = "no-cache";
    set resp.body = "";
    return (deliver);
  }
  if (resp.status == 204) {
    set resp.body = "";
    return (deliver);
  }
  if (resp.status == 405) { set resp.http.Allow = "GET, HEAD, OPTIONS"; }
  set resp.body = resp.reason;
  return (deliver);
}
`;
}

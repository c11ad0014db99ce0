// What a browser build of the apps gets for `cookie` and `set-cookie-parser` when react-router
// imports them (see pluginServerOnlyCookies in server-only.mjs): react-router uses them in its
// server-side cookie and session helpers only, which no app imports in the browser.
const serverOnly = () => {
  throw new Error(
    "react-router's cookie helpers run on a server only: this browser build leaves them out",
  );
};
export const parse = serverOnly;
export const serialize = serverOnly;
export const splitCookiesString = serverOnly;

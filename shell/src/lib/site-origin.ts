// One origin for the shell and the remotes' head tags (PageHead): @school/shared holds it.
export { setServerOrigin, siteOrigin } from '@school/shared/seo';

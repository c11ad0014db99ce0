import {
  InfiniteQueryObserver,
  notifyManager,
  QueryObserver,
  type QueryClient,
} from '@tanstack/react-query';
import { pageDataOf, type PageData, type QueryLayer } from '../live/page-data';

/** A test's query client as the page's query layer, already loaded (as on the server). */
export function queryLayerFor(client: QueryClient): QueryLayer {
  return { client, QueryObserver, InfiniteQueryObserver, notifyManager };
}

/** Page data over a test's query client: reads go straight to it. */
export function pageDataFor(client: QueryClient): PageData {
  return pageDataOf(queryLayerFor(client));
}

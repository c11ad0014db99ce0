// The documents page's reads (/documents): each document with its files' size and type, at
// stable addresses. Not a shared module, like data/articles: the about-direction remote bundles
// it (it holds no state: the keys, the client and the page's query layer come from the main
// entry), so other pages do not download it.
export {
  documentUrl,
  fetchPublicDocuments,
  publicDocumentsQueryOptions,
  usePublicDocuments,
} from './documents/get-documents';
export type { PublicDocument } from './documents/get-documents';
export {
  documentCategories,
  documentLevels,
  documentTitle,
  fileTypeLabel,
  formatFileSize,
  servedFile,
} from './documents/document';
export type {
  DocumentCategory,
  DocumentFile,
  DocumentLevel,
  SchoolDocument,
} from './documents/document';

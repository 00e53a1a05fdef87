/**
 * How the device page fetches a pack file: a request header marks it as a pack download, which the
 * worker sends to the network, never answering it from the precache (sw/offline-pack-routes.ts). Its
 * value says whether the file is immutable (its name carries a content hash, so the browser's HTTP
 * cache may answer) or must come fresh (pages, bundles and other files without a hash).
 */
export const PACK_REQUEST_HEADER = 'x-offline-pack';
export type PackRequestKind = 'immutable' | 'fresh';

/** Response header on every stored pack file whose name carries no hash: the revision it was saved at. */
export const PACK_REVISION_HEADER = 'x-pack-revision';

/**
 * How the device page asks the worker for a pack file (sw/offline-pack-routes.ts): a request header
 * says whether the file is immutable (its name carries a content hash, so a copy the worker already
 * holds is the same file and no download is needed) or must come fresh from the network (pages and
 * other files without a hash, which the precache may hold in an older version).
 */
export const PACK_REQUEST_HEADER = 'x-offline-pack';
export type PackRequestKind = 'immutable' | 'fresh';

/** Response header on every stored pack file whose name carries no hash: the revision it was saved at. */
export const PACK_REVISION_HEADER = 'x-pack-revision';

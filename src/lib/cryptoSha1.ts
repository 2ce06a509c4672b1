/**
 * What the OpenAPI theme uses of crypto-js: SHA1, to name the keys it keeps the reader's
 * credentials under in browser storage (ApiExplorer/storage-utils). The theme imports the whole
 * library (every hash and cipher, evaluated on every API page); src/plugins/openapiTheme points
 * that import here. The hashes, and so the stored keys, are the same.
 */
import SHA1 from 'crypto-js/sha1';

export default { SHA1 };

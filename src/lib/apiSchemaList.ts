import { createContext } from 'react';

/**
 * True inside the OpenAPI theme's RequestSchema and ResponseSchema, which render Schema as the only
 * child of a <ul> (src/theme/RequestSchema, src/theme/ResponseSchema); src/theme/Schema then puts
 * its tree in an <li>. Schema pages render Schema outside any list, so the default is false.
 */
export const SchemaInList = createContext(false);

/** Operations the spec serves without a sidebar entry. Schema pages have none either. */
export const operationsWithoutSidebar = ['download-gateway', 'get-secret'];

/** The shape of the items `gen-api-docs` writes to api/sidebar.ts, as far as this filter reads them. */
export interface GeneratedItem {
  type?: string;
  id?: string;
  label?: string;
  items?: GeneratedItem[];
  [key: string]: unknown;
}

/** The generated API sidebar less the Schemas category, the hidden operations and emptied categories. */
export function apiSidebarItems(generated: GeneratedItem[]): GeneratedItem[] {
  return generated
    .filter((item) => !(item.type === 'category' && item.label === 'Schemas'))
    .map((item) => (item.type === 'category' && item.items ? { ...item, items: apiSidebarItems(item.items) } : item))
    .filter((item) => !(item.type === 'doc' && item.id && operationsWithoutSidebar.includes(item.id)))
    .filter((item) => !(item.type === 'category' && item.items?.length === 0));
}

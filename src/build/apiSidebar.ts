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

/**
 * A tag's category page: titled "<Tag> API", so that it differs from the app guide's page on the
 * same subject, and described by the tag's description in openapi.yaml.
 */
function withTagPage(item: GeneratedItem, tagDescriptions: Record<string, string>): GeneratedItem {
  const link = item.link as { type?: string } | undefined;
  if (item.type !== 'category' || link?.type !== 'generated-index' || !item.label) return item;
  const description = tagDescriptions[item.label];
  return { ...item, link: { ...link, title: `${item.label} API`, ...(description ? { description } : {}) } };
}

/**
 * The generated API sidebar less the Schemas category, the hidden operations and emptied
 * categories; category pages get their tag's title and description.
 */
export function apiSidebarItems(
  generated: GeneratedItem[],
  tagDescriptions: Record<string, string> = {},
): GeneratedItem[] {
  return generated
    .filter((item) => !(item.type === 'category' && item.label === 'Schemas'))
    .map((item) =>
      item.type === 'category' && item.items
        ? withTagPage({ ...item, items: apiSidebarItems(item.items, tagDescriptions) }, tagDescriptions)
        : item,
    )
    .filter((item) => !(item.type === 'doc' && item.id && operationsWithoutSidebar.includes(item.id)))
    .filter((item) => !(item.type === 'category' && item.items?.length === 0));
}

/**
 * The OpenAPI theme's ApiItem, unchanged, plus its stylesheet: importing it here (and not as a
 * global client module, see src/plugins/openapiTheme.ts) keeps it off every non-API page.
 */
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import ApiItem from '@theme-original/ApiItem';

export default ApiItem;

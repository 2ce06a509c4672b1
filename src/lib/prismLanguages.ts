/**
 * Registers the extra Prism languages of `themeConfig.prism.additionalLanguages` on
 * prism-react-renderer's Prism, as the classic theme's client module did on every page (see
 * src/plugins/lazyPrism). Imported by the modules that highlight code, loaded on demand.
 */
import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

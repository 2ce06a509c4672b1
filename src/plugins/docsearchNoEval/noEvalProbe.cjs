/**
 * Rspack loader for DocSearch's browser files (src/plugins/docsearchNoEval): zod's test of
 * whether code can be evaluated answers "no" without trying, so no CSP violation is reported.
 */
const PROBE = 'try{return new Function(""),!0}catch(e){return!1}';

module.exports = function noEvalProbe(source) {
  if (source.includes(PROBE)) return source.split(PROBE).join('return!1');
  if (/DocSearchModal\.js$/.test(this.resourcePath) || source.includes('new Function("")')) {
    throw new Error(
      `${this.resourcePath} no longer holds zod's eval test as src/plugins/docsearchNoEval/noEvalProbe.cjs expects: ` +
        'update PROBE for the new DocSearch version.',
    );
  }
  return source;
};

/**
 * Stands in for receiptline's Node-only helpers in the browser (bundleSettings.ts aliases `pngjs` and
 * `iconv-lite` here): receiptline loads them whenever `require` exists, which a bundle provides, but
 * the SVG preview the apps draw uses neither (they encode printer commands and PNG images, which only
 * the server makes). Without the stub, pngjs fails at load on Node's `util.inherits`.
 */
export const PNG = undefined;
export default {};

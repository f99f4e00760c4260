/**
* | output |
* | --- |
* | "Bible Explorer" |
*
* @param {Site_Nav_Bible_ExplorerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_bible_explorer: ((inputs?: Site_Nav_Bible_ExplorerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Nav_Bible_ExplorerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Nav_Bible_ExplorerInputs = {};

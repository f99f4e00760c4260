/**
* | output |
* | --- |
* | "Bible Explorer" |
*
* @param {Home_Section_Bible_ExplorerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_section_bible_explorer: ((inputs?: Home_Section_Bible_ExplorerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Section_Bible_ExplorerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Section_Bible_ExplorerInputs = {};

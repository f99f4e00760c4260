/**
* | output |
* | --- |
* | "Open in the Bible Explorer" |
*
* @param {Bible_Open_In_ExplorerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_open_in_explorer: ((inputs?: Bible_Open_In_ExplorerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Open_In_ExplorerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Open_In_ExplorerInputs = {};

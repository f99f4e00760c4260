/**
* | output |
* | --- |
* | "Open the Bible Explorer" |
*
* @param {Bible_Reading_Open_ExplorerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_reading_open_explorer: ((inputs?: Bible_Reading_Open_ExplorerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Reading_Open_ExplorerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Reading_Open_ExplorerInputs = {};

/**
* | output |
* | --- |
* | "Pick any chapter you like in the Bible Explorer!" |
*
* @param {Bible_Reading_PickInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_reading_pick: ((inputs?: Bible_Reading_PickInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Reading_PickInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Reading_PickInputs = {};

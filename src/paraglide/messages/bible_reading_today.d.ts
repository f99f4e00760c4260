/**
* | output |
* | --- |
* | "Today" |
*
* @param {Bible_Reading_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_reading_today: ((inputs?: Bible_Reading_TodayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Reading_TodayInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Reading_TodayInputs = {};

/**
* | output |
* | --- |
* | "Daily Wisdom" |
*
* @param {Bible_Daily_WisdomInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_daily_wisdom: ((inputs?: Bible_Daily_WisdomInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Daily_WisdomInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Daily_WisdomInputs = {};

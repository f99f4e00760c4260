/**
* | output |
* | --- |
* | "No stories yet. Be the first to share one!" |
*
* @param {Learn_Stories_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_stories_none: ((inputs?: Learn_Stories_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Stories_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Stories_NoneInputs = {};

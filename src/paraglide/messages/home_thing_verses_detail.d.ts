/**
* | output |
* | --- |
* | "Learn a verse by heart, step by step." |
*
* @param {Home_Thing_Verses_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_verses_detail: ((inputs?: Home_Thing_Verses_DetailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Verses_DetailInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Thing_Verses_DetailInputs = {};

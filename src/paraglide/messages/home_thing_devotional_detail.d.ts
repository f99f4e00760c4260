/**
* | output |
* | --- |
* | "A verse, a short reading and a prayer." |
*
* @param {Home_Thing_Devotional_DetailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const home_thing_devotional_detail: ((inputs?: Home_Thing_Devotional_DetailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Thing_Devotional_DetailInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Thing_Devotional_DetailInputs = {};

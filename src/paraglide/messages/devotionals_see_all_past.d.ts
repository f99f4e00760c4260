/**
* | output |
* | --- |
* | "See all past devotions" |
*
* @param {Devotionals_See_All_PastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_see_all_past: ((inputs?: Devotionals_See_All_PastInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_See_All_PastInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_See_All_PastInputs = {};

/**
* | output |
* | --- |
* | "All devotionals" |
*
* @param {Devotionals_All_DevotionalsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_all_devotionals: ((inputs?: Devotionals_All_DevotionalsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_All_DevotionalsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_All_DevotionalsInputs = {};

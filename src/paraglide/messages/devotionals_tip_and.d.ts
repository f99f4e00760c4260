/**
* | output |
* | --- |
* | "and" |
*
* @param {Devotionals_Tip_AndInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_tip_and: ((inputs?: Devotionals_Tip_AndInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Tip_AndInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Tip_AndInputs = {};

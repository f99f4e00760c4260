/**
* | output |
* | --- |
* | "Tip: use the" |
*
* @param {Devotionals_Tip_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_tip_start: ((inputs?: Devotionals_Tip_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Tip_StartInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Tip_StartInputs = {};

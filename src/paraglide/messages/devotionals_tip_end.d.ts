/**
* | output |
* | --- |
* | "arrow keys to move between devotionals." |
*
* @param {Devotionals_Tip_EndInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_tip_end: ((inputs?: Devotionals_Tip_EndInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Tip_EndInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Tip_EndInputs = {};

/**
* | output |
* | --- |
* | "Check back later for daily inspiration!" |
*
* @param {Devotionals_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_empty_text: ((inputs?: Devotionals_Empty_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Empty_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Empty_TextInputs = {};

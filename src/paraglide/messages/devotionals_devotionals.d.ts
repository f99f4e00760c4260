/**
* | output |
* | --- |
* | "Devotionals" |
*
* @param {Devotionals_DevotionalsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_devotionals: ((inputs?: Devotionals_DevotionalsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_DevotionalsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_DevotionalsInputs = {};

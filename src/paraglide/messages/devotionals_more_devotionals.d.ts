/**
* | output |
* | --- |
* | "More devotionals" |
*
* @param {Devotionals_More_DevotionalsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_more_devotionals: ((inputs?: Devotionals_More_DevotionalsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_More_DevotionalsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_More_DevotionalsInputs = {};

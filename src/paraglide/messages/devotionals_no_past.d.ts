/**
* | output |
* | --- |
* | "No past devotionals yet." |
*
* @param {Devotionals_No_PastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_no_past: ((inputs?: Devotionals_No_PastInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_No_PastInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_No_PastInputs = {};

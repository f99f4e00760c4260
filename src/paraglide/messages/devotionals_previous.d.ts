/**
* | output |
* | --- |
* | "Previous" |
*
* @param {Devotionals_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_previous: ((inputs?: Devotionals_PreviousInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_PreviousInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_PreviousInputs = {};

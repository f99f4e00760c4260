/**
* | output |
* | --- |
* | "Past devotions pages" |
*
* @param {Devotionals_Past_PagesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_past_pages: ((inputs?: Devotionals_Past_PagesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Past_PagesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Past_PagesInputs = {};

/**
* | output |
* | --- |
* | "Page {page} of {pages}" |
*
* @param {Devotionals_Page_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_page_of: ((inputs: Devotionals_Page_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Page_OfInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Page_OfInputs = {
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
};

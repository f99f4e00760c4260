/**
* | output |
* | --- |
* | "A daily nugget of truth for children and families: a key verse, a short reading, a reflection and a prayer." |
*
* @param {Devotionals_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_page_description: ((inputs?: Devotionals_Page_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Page_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Page_DescriptionInputs = {};

/**
* | output |
* | --- |
* | "Lead a class: a join code for parents, assignments, and a weekly take-home note." |
*
* @param {Groups_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_page_description: ((inputs?: Groups_Page_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Page_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Page_DescriptionInputs = {};

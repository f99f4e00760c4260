/**
* | output |
* | --- |
* | "Manage devotionals, wisdom proverbs, mini lessons and media." |
*
* @param {Admin_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_page_description: ((inputs?: Admin_Page_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Page_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Page_DescriptionInputs = {};

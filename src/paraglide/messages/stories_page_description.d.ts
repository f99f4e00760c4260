/**
* | output |
* | --- |
* | "Short Bible stories for children aged 4 to 8, from Creation to Paul's journeys: listen, answer three questions and earn a star." |
*
* @param {Stories_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_page_description: ((inputs?: Stories_Page_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Page_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Page_DescriptionInputs = {};

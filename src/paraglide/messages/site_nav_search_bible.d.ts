/**
* | output |
* | --- |
* | "Search the Bible" |
*
* @param {Site_Nav_Search_BibleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_nav_search_bible: ((inputs?: Site_Nav_Search_BibleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Nav_Search_BibleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Nav_Search_BibleInputs = {};

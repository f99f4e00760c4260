/**
* | output |
* | --- |
* | "Ask questions about God and the Bible, share prayer requests, and encourage one another." |
*
* @param {Community_Ask_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_ask_description: ((inputs?: Community_Ask_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Ask_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Ask_DescriptionInputs = {};

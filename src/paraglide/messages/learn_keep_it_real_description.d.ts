/**
* | output |
* | --- |
* | "Real stories from kids about how God is at work in their lives. Read them, and share your own." |
*
* @param {Learn_Keep_It_Real_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_keep_it_real_description: ((inputs?: Learn_Keep_It_Real_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Keep_It_Real_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Keep_It_Real_DescriptionInputs = {};

/**
* | output |
* | --- |
* | "Hide God's Word in your heart: practise memory verses a little each day and collect every verse you master. 50 verses fill the bar!" |
*
* @param {Learn_Memory_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_description: ((inputs?: Learn_Memory_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_DescriptionInputs = {};

/**
* | output |
* | --- |
* | "My Verses" |
*
* @param {Learn_Memory_My_Verses_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_my_verses_title: ((inputs?: Learn_Memory_My_Verses_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_My_Verses_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_My_Verses_TitleInputs = {};

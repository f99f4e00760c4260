/**
* | output |
* | --- |
* | "tomorrow" |
*
* @param {Learn_Memory_TomorrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_tomorrow: ((inputs?: Learn_Memory_TomorrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_TomorrowInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_TomorrowInputs = {};

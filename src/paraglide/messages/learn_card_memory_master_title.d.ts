/**
* | output |
* | --- |
* | "Memory Master" |
*
* @param {Learn_Card_Memory_Master_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_card_memory_master_title: ((inputs?: Learn_Card_Memory_Master_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Card_Memory_Master_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Card_Memory_Master_TitleInputs = {};

/**
* | output |
* | --- |
* | "Hide God’s Word in your heart and collect every verse you master." |
*
* @param {Learn_Card_Memory_Master_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_card_memory_master_line: ((inputs?: Learn_Card_Memory_Master_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Card_Memory_Master_LineInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Card_Memory_Master_LineInputs = {};

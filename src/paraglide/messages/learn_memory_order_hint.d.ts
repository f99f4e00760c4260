/**
* | output |
* | --- |
* | "Tap the words below in the right order." |
*
* @param {Learn_Memory_Order_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_order_hint: ((inputs?: Learn_Memory_Order_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Order_HintInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Order_HintInputs = {};

/**
* | output |
* | --- |
* | "✅ Every word is in its place!" |
*
* @param {Learn_Memory_Order_RightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_memory_order_right: ((inputs?: Learn_Memory_Order_RightInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Memory_Order_RightInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Memory_Order_RightInputs = {};

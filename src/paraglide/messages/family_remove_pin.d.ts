/**
* | output |
* | --- |
* | "Remove PIN" |
*
* @param {Family_Remove_PinInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_remove_pin: ((inputs?: Family_Remove_PinInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Remove_PinInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Remove_PinInputs = {};

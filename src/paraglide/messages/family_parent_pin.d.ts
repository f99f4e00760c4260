/**
* | output |
* | --- |
* | "Parent PIN" |
*
* @param {Family_Parent_PinInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_parent_pin: ((inputs?: Family_Parent_PinInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Parent_PinInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Parent_PinInputs = {};

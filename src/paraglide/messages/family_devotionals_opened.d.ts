/**
* | output |
* | --- |
* | "Devotionals opened:" |
*
* @param {Family_Devotionals_OpenedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_devotionals_opened: ((inputs?: Family_Devotionals_OpenedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Devotionals_OpenedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Devotionals_OpenedInputs = {};

/**
* | output |
* | --- |
* | "Your children" |
*
* @param {Family_Your_ChildrenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_your_children: ((inputs?: Family_Your_ChildrenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Your_ChildrenInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Your_ChildrenInputs = {};

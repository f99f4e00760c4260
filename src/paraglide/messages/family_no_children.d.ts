/**
* | output |
* | --- |
* | "No child profiles yet. Add one below." |
*
* @param {Family_No_ChildrenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_no_children: ((inputs?: Family_No_ChildrenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_No_ChildrenInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_No_ChildrenInputs = {};

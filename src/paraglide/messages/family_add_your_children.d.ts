/**
* | output |
* | --- |
* | "Add your children" |
*
* @param {Family_Add_Your_ChildrenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_add_your_children: ((inputs?: Family_Add_Your_ChildrenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Add_Your_ChildrenInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Add_Your_ChildrenInputs = {};

/**
* | output |
* | --- |
* | "Add a child" |
*
* @param {Family_Add_A_ChildInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_add_a_child: ((inputs?: Family_Add_A_ChildInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Add_A_ChildInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Add_A_ChildInputs = {};

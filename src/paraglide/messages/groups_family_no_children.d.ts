/**
* | output |
* | --- |
* | "Add a child's profile first; then you can join it to a class." |
*
* @param {Groups_Family_No_ChildrenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_family_no_children: ((inputs?: Groups_Family_No_ChildrenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Family_No_ChildrenInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Family_No_ChildrenInputs = {};

/**
* | output |
* | --- |
* | "What kind" |
*
* @param {Groups_Assign_KindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assign_kind: ((inputs?: Groups_Assign_KindInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Assign_KindInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Assign_KindInputs = {};

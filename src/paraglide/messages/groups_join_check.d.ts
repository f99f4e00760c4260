/**
* | output |
* | --- |
* | "Check the code" |
*
* @param {Groups_Join_CheckInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_join_check: ((inputs?: Groups_Join_CheckInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Join_CheckInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Join_CheckInputs = {};

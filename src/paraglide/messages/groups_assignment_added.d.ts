/**
* | output |
* | --- |
* | "Assignment given" |
*
* @param {Groups_Assignment_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_assignment_added: ((inputs?: Groups_Assignment_AddedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Assignment_AddedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Assignment_AddedInputs = {};

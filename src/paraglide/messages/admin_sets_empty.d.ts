/**
* | output |
* | --- |
* | "No verse sets yet. Memory Master shows none until you add one." |
*
* @param {Admin_Sets_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_empty: ((inputs?: Admin_Sets_EmptyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Sets_EmptyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Sets_EmptyInputs = {};

/**
* | output |
* | --- |
* | "No reading plans yet." |
*
* @param {Admin_Plans_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_empty: ((inputs?: Admin_Plans_EmptyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Plans_EmptyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Plans_EmptyInputs = {};

/**
* | output |
* | --- |
* | "These were not imported:" |
*
* @param {Admin_Bulk_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_bulk_problems: ((inputs?: Admin_Bulk_ProblemsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Bulk_ProblemsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Bulk_ProblemsInputs = {};

/**
* | output |
* | --- |
* | "Failed to delete reading plan" |
*
* @param {Admin_Plans_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_plans_delete_failed: ((inputs?: Admin_Plans_Delete_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Plans_Delete_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Plans_Delete_FailedInputs = {};

/**
* | output |
* | --- |
* | "Failed to delete verse set" |
*
* @param {Admin_Sets_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_sets_delete_failed: ((inputs?: Admin_Sets_Delete_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Sets_Delete_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Sets_Delete_FailedInputs = {};

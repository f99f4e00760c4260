/**
* | output |
* | --- |
* | "Failed to delete proverb" |
*
* @param {Admin_Proverb_Delete_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_delete_failed: ((inputs?: Admin_Proverb_Delete_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_Delete_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_Delete_FailedInputs = {};

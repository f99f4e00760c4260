/**
* | output |
* | --- |
* | "Proverb Deleted" |
*
* @param {Admin_Proverb_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_deleted: ((inputs?: Admin_Proverb_DeletedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_DeletedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_DeletedInputs = {};

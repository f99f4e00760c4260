/**
* | output |
* | --- |
* | "Devotional has been removed." |
*
* @param {Admin_Devotional_Deleted_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_deleted_text: ((inputs?: Admin_Devotional_Deleted_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_Deleted_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_Deleted_TextInputs = {};

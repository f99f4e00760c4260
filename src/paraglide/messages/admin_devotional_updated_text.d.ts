/**
* | output |
* | --- |
* | "Your devotional has been updated!" |
*
* @param {Admin_Devotional_Updated_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_updated_text: ((inputs?: Admin_Devotional_Updated_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_Updated_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_Updated_TextInputs = {};

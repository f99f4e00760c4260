/**
* | output |
* | --- |
* | "Your new devotional has been added successfully!" |
*
* @param {Admin_Devotional_Added_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_added_text: ((inputs?: Admin_Devotional_Added_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_Added_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_Added_TextInputs = {};

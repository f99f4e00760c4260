/**
* | output |
* | --- |
* | "One line a field: `Title:`, `Date:` (YYYY-MM-DD), `Key Verse:` or `Verse:`, `Devotional Text:` or `Text:`, `Reflection:`, `Prayer:`, `Media Type:` (video or ..." |
*
* @param {Admin_Devotional_Import_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_devotional_import_help: ((inputs?: Admin_Devotional_Import_HelpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Devotional_Import_HelpInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Devotional_Import_HelpInputs = {};

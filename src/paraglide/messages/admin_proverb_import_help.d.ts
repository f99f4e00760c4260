/**
* | output |
* | --- |
* | "One proverb a block, with a blank line between blocks. Prefixes are optional: `Proverb:`, `Meaning:` (or `What it means:`), `Why it matters:` (or `Importance..." |
*
* @param {Admin_Proverb_Import_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_import_help: ((inputs?: Admin_Proverb_Import_HelpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_Import_HelpInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_Import_HelpInputs = {};

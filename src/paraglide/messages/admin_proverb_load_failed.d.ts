/**
* | output |
* | --- |
* | "Failed to fetch wisdom proverbs" |
*
* @param {Admin_Proverb_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_proverb_load_failed: ((inputs?: Admin_Proverb_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Proverb_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Proverb_Load_FailedInputs = {};

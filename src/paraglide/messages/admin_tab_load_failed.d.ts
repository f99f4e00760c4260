/**
* | output |
* | --- |
* | "This tab could not be loaded. Check your connection and reload the page." |
*
* @param {Admin_Tab_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_tab_load_failed: ((inputs?: Admin_Tab_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tab_Load_FailedInputs = {};

/**
* | output |
* | --- |
* | "Devotionals" |
*
* @param {Admin_Tab_DevotionalsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_tab_devotionals: ((inputs?: Admin_Tab_DevotionalsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_DevotionalsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tab_DevotionalsInputs = {};

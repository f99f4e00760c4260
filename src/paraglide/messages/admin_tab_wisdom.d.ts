/**
* | output |
* | --- |
* | "Wisdom" |
*
* @param {Admin_Tab_WisdomInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_tab_wisdom: ((inputs?: Admin_Tab_WisdomInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_WisdomInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Tab_WisdomInputs = {};

/**
* | output |
* | --- |
* | "Look up" |
*
* @param {Admin_Subs_Look_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_look_up: ((inputs?: Admin_Subs_Look_UpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Subs_Look_UpInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Subs_Look_UpInputs = {};

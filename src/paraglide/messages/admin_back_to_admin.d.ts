/**
* | output |
* | --- |
* | "Back to Admin" |
*
* @param {Admin_Back_To_AdminInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_back_to_admin: ((inputs?: Admin_Back_To_AdminInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Back_To_AdminInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Back_To_AdminInputs = {};

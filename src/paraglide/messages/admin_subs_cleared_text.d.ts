/**
* | output |
* | --- |
* | "{email} no longer has a plan given by hand." |
*
* @param {Admin_Subs_Cleared_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_subs_cleared_text: ((inputs: Admin_Subs_Cleared_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Subs_Cleared_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Subs_Cleared_TextInputs = {
    email: NonNullable<unknown>;
};
